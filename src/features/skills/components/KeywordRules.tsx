import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { Skill } from '../../../domain/routing';
import { checkKeywordRules, type KeywordRule } from '../../../domain/skillRules';
import { keywordsOf, moved, ruleFieldError, type KeywordRuleDraft } from '../skillsRules';
import { keywordRulesSaveRequested } from '../skillsSlice';
import { FieldError } from '../../../components/form/FieldError';
import { useSkillBusy, useSkillFailure } from './useSkillChange';

/** Keyword rules: a customer's first message holding one of a rule's keywords needs its skill; the first matching rule wins. */
export function KeywordRules({ rules, skills, editable }: { rules: readonly KeywordRule[]; skills: readonly Skill[]; editable: boolean }) {
  return (
    <section className="skills-page__section" aria-labelledby="skills-keywords-title">
      <h2 id="skills-keywords-title">Keyword rules</h2>
      <p className="muted">
        A conversation whose first message holds one of a rule&apos;s keywords needs that rule&apos;s skill, unless its channel or department already names
        one. Rules are tried from the top.
      </p>
      {editable ? (
        <KeywordRulesForm key={JSON.stringify(rules)} rules={rules} skills={skills} />
      ) : rules.length === 0 ? (
        <p className="muted">No keyword rules.</p>
      ) : (
        <ol className="skills-page__rules-read">
          {rules.map((rule, index) => (
            <li key={rule.id ?? index}>
              {skills.find((s) => s.id === rule.skillId)?.name ?? 'A deleted skill'}: {rule.keywords.join(', ')}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A message of the api that names no rule's field (the list as a whole): shown under the list. */
function unplaced(fields: Readonly<Record<string, string>>, count: number): string | undefined {
  const placed = new Set(Array.from({ length: count }, (_, i) => [ruleFieldError(fields, i, 'skillId'), ruleFieldError(fields, i, 'keywords')]).flat());
  return Object.values(fields).find((message) => !placed.has(message));
}

function KeywordRulesForm({ rules, skills }: { rules: readonly KeywordRule[]; skills: readonly Skill[] }) {
  const dispatch = useAppDispatch();
  const busy = useSkillBusy('keywords');
  const server = useSkillFailure('keywords');
  const [checked, setChecked] = useState<Record<string, string>>({});
  const fields = { ...server.fields, ...checked };
  const next = useRef(rules.length);
  const [drafts, setDrafts] = useState<KeywordRuleDraft[]>(() => rules.map((r, key) => ({ key, id: r.id, skillId: r.skillId, keywords: r.keywords.join(', ') })));
  const id = useId();
  const change = useCallback((index: number, patch: Partial<KeywordRuleDraft>) => setDrafts((list) => list.map((d, i) => (i === index ? { ...d, ...patch } : d))), []);
  const add = () => setDrafts([...drafts, { key: next.current++, skillId: skills[0]?.id ?? '', keywords: '' }]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const rules = drafts.map((d) => ({ ...(d.id ? { id: d.id } : {}), skillId: d.skillId, keywords: keywordsOf(d.keywords) }));
    const result = checkKeywordRules(rules, skills.map((s) => s.id));
    setChecked('fields' in result ? result.fields : {});
    if ('value' in result) dispatch(keywordRulesSaveRequested(result.value));
  };

  return (
    <form className="skills-page__rules" onSubmit={submit} noValidate>
      {drafts.length === 0 ? <p className="muted">No keyword rules yet.</p> : null}
      <ol>
        {drafts.map((draft, index) => {
          const n = index + 1;
          const errors = { skillId: ruleFieldError(fields, index, 'skillId'), keywords: ruleFieldError(fields, index, 'keywords') };
          return (
            <li key={draft.key} className="skills-page__rule">
              <label htmlFor={`${id}-${draft.key}-skill`}>Skill of rule {n}</label>
              <select id={`${id}-${draft.key}-skill`} value={draft.skillId} onChange={(event) => change(index, { skillId: event.currentTarget.value })}>
                {skills.map((skill) => (
                  <option key={skill.id} value={skill.id}>
                    {skill.name}
                  </option>
                ))}
              </select>
              <FieldError message={errors.skillId} />
              <label htmlFor={`${id}-${draft.key}-keywords`}>Keywords of rule {n}</label>
              <InputText
                id={`${id}-${draft.key}-keywords`}
                value={draft.keywords}
                placeholder="refund, invoice, charge"
                aria-invalid={errors.keywords ? true : undefined}
                aria-describedby={errors.keywords ? `${id}-${draft.key}-keywords-error` : `${id}-keywords-help`}
                onChange={(event) => change(index, { keywords: event.target.value })}
              />
              <FieldError id={`${id}-${draft.key}-keywords-error`} message={errors.keywords} />
              <div className="skills-page__rule-actions">
                <Button type="button" text size="small" icon="pi pi-arrow-up" aria-label={`Move rule ${n} up`} disabled={index === 0} onClick={() => setDrafts(moved(drafts, index, -1))} />
                <Button
                  type="button"
                  text
                  size="small"
                  icon="pi pi-arrow-down"
                  aria-label={`Move rule ${n} down`}
                  disabled={index === drafts.length - 1}
                  onClick={() => setDrafts(moved(drafts, index, 1))}
                />
                <Button type="button" text size="small" severity="danger" label="Remove" aria-label={`Remove rule ${n}`} onClick={() => setDrafts(drafts.filter((_, i) => i !== index))} />
              </div>
            </li>
          );
        })}
      </ol>
      <small id={`${id}-keywords-help`} className="muted">
        Separate keywords with commas.
      </small>
      <FieldError message={server.message ?? unplaced(fields, drafts.length)} />
      <div className="skills-page__rules-actions">
        <Button type="button" outlined label="Add keyword rule" disabled={skills.length === 0} onClick={add} />
        <Button type="submit" label="Save keyword rules" loading={busy} disabled={busy} />
      </div>
    </form>
  );
}
