import { MultiSelect } from 'primereact/multiselect';
import { useId, type ReactNode } from 'react';

export interface FilterOption {
  value: string;
  label: string;
  icon?: string;
}

interface Props {
  label: string;
  options: readonly FilterOption[];
  value: readonly string[] | undefined;
  onChange: (values: string[]) => void;
  /** a search box in the panel, for long lists */
  searchable?: boolean;
}

function optionTemplate(option: FilterOption): ReactNode {
  return (
    <span className="ticket-filter__option">
      {option.icon ? <img src={option.icon} alt="" width={16} height={16} /> : null}
      {option.label}
    </span>
  );
}

/** A labelled multiple choice: any of the picked values matches (the api's repeated keys). */
export function FilterSelect({ label, options, value, onChange, searchable = false }: Props) {
  const id = useId();
  return (
    <div className="ticket-filter">
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <MultiSelect
        inputId={id}
        ariaLabelledBy={`${id}-label`}
        value={value ? [...value] : []}
        options={[...options]}
        optionLabel="label"
        optionValue="value"
        onChange={(event) => onChange(event.value as string[])}
        itemTemplate={optionTemplate}
        placeholder="Any"
        maxSelectedLabels={2}
        selectedItemsLabel="{0} selected"
        filter={searchable}
        showSelectAll={false}
        className="ticket-filter__select"
      />
    </div>
  );
}
