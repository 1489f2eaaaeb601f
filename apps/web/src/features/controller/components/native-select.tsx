import { useId } from "react";

export interface NativeOption {
  value: string;
  label: string;
}

/**
 * A labelled native <select> with the shared look (ui/styles.css .wg-select): keyboard and screen-reader friendly
 * by itself, and it keeps Mantine's combobox machinery out of the controller pages.
 */
export function NativeSelectField({
  label,
  value,
  options,
  onChange,
  testId,
  disabled,
}: {
  label: string;
  value: string;
  options: NativeOption[];
  onChange: (value: string) => void;
  testId?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="wg-field">
      <label htmlFor={id} className="wg-label">
        {label}
      </label>
      <select
        id={id}
        className="wg-select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        data-testid={testId}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
