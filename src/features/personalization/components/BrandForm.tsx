import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, usePageSelector } from '../../../app/hooks';
import { FormFailureAlert } from '../../../components/form/FormFailureAlert';
import { brandErrors, BRAND_LIMITS, normalizeBrand, type Brand, type BrandIdentity, type BrandPosition } from '../../../domain/brandRules';
import type { BrandAnswer } from '../personalizationApi';
import { brandSaveRequested, selectPersonalization } from '../personalizationSlice';
import { BrandPreview } from './BrandPreview';
import { FieldError } from './FieldError';
import { LogoPicker } from './LogoPicker';

const POSITIONS: [BrandPosition, string][] = [
  ['bottom-right', 'Bottom right'],
  ['bottom-left', 'Bottom left'],
];
const IDENTITIES: [BrandIdentity, string][] = [
  ['agent', "The agent's name and picture"],
  ['workspace', "The workspace's name and logo"],
];

/** The brand form: checked here with the api's own rules (brandErrors), saved whole, previewed as it is edited. */
export function BrandForm({ saved }: { saved: BrandAnswer }) {
  const dispatch = useAppDispatch();
  const { saving, failure, uploaded } = usePageSelector(selectPersonalization);
  const [draft, setDraft] = useState<Brand>(saved.brand);
  const [logoUrl, setLogoUrl] = useState(saved.look.logoUrl);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const errors: Record<string, string | undefined> = { ...(failure?.fields ?? {}), ...checked };
  const change = (patch: Partial<Brand>) => setDraft((current) => ({ ...current, ...patch }));

  // A logo uploaded after this form opened becomes its logo (each upload once).
  const [seenUpload] = useState(uploaded?.count ?? 0);
  useEffect(() => {
    if (!uploaded || uploaded.count <= seenUpload) return;
    change({ logo: uploaded.id });
    setLogoUrl(uploaded.url);
  }, [uploaded, seenUpload]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = brandErrors(draft) as Record<string, string>;
    setChecked(found);
    if (Object.keys(found).length === 0) dispatch(brandSaveRequested(normalizeBrand(draft)));
  };
  const text = (key: 'accent' | 'color' | 'caption', label: string, help: string) => (
    <div className="brand-form__field">
      <label htmlFor={`brand-${key}`}>{label}</label>
      <InputText
        id={`brand-${key}`}
        value={draft[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `brand-${key}-error` : `brand-${key}-help`}
        onChange={(e) => change({ [key]: e.target.value })}
      />
      <small id={`brand-${key}-help`} className="muted">
        {help}
      </small>
      <FieldError id={`brand-${key}-error`} message={errors[key]} />
    </div>
  );

  return (
    <div className="brand-layout">
      <form className="brand-form" onSubmit={submit} noValidate aria-label="Brand">
        <fieldset className="brand-form__group">
          <legend>Console and mails</legend>
          <LogoPicker logoUrl={draft.logo ? logoUrl : null} error={errors.logo} onRemove={() => change({ logo: null })} />
          {text('accent', 'Accent colour', 'Buttons and links of the console and the mails, with white text on it: like #4f46e5.')}
        </fieldset>
        <fieldset className="brand-form__group">
          <legend>Web chat defaults</legend>
          <p className="muted">Every web chat channel uses these unless its own settings change them.</p>
          {text('caption', 'Button caption', `At most ${BRAND_LIMITS.caption} characters.`)}
          {text('color', 'Button colour', 'The chat button and the window header, with white text on it.')}
          <div className="brand-form__field">
            <label htmlFor="brand-greeting">Greeting</label>
            <InputTextarea
              id="brand-greeting"
              rows={2}
              value={draft.greeting}
              aria-invalid={errors.greeting ? true : undefined}
              aria-describedby={errors.greeting ? 'brand-greeting-error' : undefined}
              onChange={(e) => change({ greeting: e.target.value })}
            />
            <FieldError id="brand-greeting-error" message={errors.greeting} />
          </div>
          <Choices legend="Button position" name="position" options={POSITIONS} value={draft.position} onChange={(position) => change({ position })} error={errors.position} />
        </fieldset>
        <Choices legend="Customers see on an agent's message" name="identity" options={IDENTITIES} value={draft.identity} onChange={(identity) => change({ identity })} error={errors.identity} />
        <FormFailureAlert failure={failure} />
        <div>
          <Button type="submit" label="Save brand" loading={saving} disabled={saving} />
        </div>
      </form>
      <BrandPreview brand={draft} workspaceName={saved.look.name} logoUrl={draft.logo ? logoUrl : null} />
    </div>
  );
}

function Choices<T extends string>(props: { legend: string; name: string; options: [T, string][]; value: T; onChange: (value: T) => void; error: string | undefined }) {
  return (
    <fieldset className="brand-form__group" aria-describedby={props.error ? `brand-${props.name}-error` : undefined}>
      <legend>{props.legend}</legend>
      {props.options.map(([value, label]) => (
        <div key={value} className="brand-form__choice">
          <RadioButton inputId={`brand-${props.name}-${value}`} name={props.name} value={value} checked={props.value === value} onChange={() => props.onChange(value)} />
          <label htmlFor={`brand-${props.name}-${value}`}>{label}</label>
        </div>
      ))}
      <FieldError id={`brand-${props.name}-error`} message={props.error} />
    </fieldset>
  );
}
