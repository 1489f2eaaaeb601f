/** A labelled native date input with the shared look (the filters, the reports' period, a due date). */
export function DateField({
  label,
  value,
  onChange,
  testId,
  min,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  /** The first day that can be chosen ('YYYY-MM-DD'). */
  min?: string;
}) {
  return (
    <div className="wg-field">
      <label className="wg-label">
        {label}
        <input
          type="date"
          className="wg-select"
          value={value}
          min={min}
          onChange={(event) => onChange(event.currentTarget.value)}
          data-testid={testId}
        />
      </label>
    </div>
  );
}
