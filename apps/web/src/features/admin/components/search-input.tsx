import { TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useState } from "react";

const SEARCH_DELAY_MS = 300;

/** A search box that reports what was typed after a short pause (the server searches). */
export function SearchInput({
  label,
  description,
  value,
  onSearch,
  testId,
}: {
  label: string;
  description?: string;
  value: string;
  onSearch: (value: string) => void;
  testId: string;
}) {
  const [text, setText] = useState(value);
  const report = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DELAY_MS);
  useEffect(() => setText(value), [value]);
  return (
    <TextInput
      label={label}
      description={description}
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
      maw={420}
      data-testid={testId}
    />
  );
}
