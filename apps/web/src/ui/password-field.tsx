import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

type Props = Omit<PasswordInputProps, "aria-describedby" | "aria-invalid"> & {
  /** Ids of further elements that describe the field (a form message, the policy hints). */
  describedBy?: string;
};

/**
 * Mantine's PasswordInput with what it leaves out (checked against @mantine/core 9.7): its inner <input>
 * replaces any aria-describedby with the ids of its own error/description only, never sets aria-invalid,
 * and labels the visibility toggle in English. Here the extra ids are merged in after every render, the
 * invalid state follows `error`, and the toggle is labelled in the user's language.
 */
export function PasswordField({ describedBy, error, ...props }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  const added = useRef<string[]>([]);

  // Runs after each render of this component, i.e. after React may have rewritten the attribute.
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input) return;
    const wanted = describedBy?.split(/\s+/).filter(Boolean) ?? [];
    const own = (input.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter((id) => id && !added.current.includes(id));
    const ids = [...new Set([...own, ...wanted])];
    if (ids.length > 0) input.setAttribute("aria-describedby", ids.join(" "));
    else input.removeAttribute("aria-describedby");
    added.current = wanted;
  });

  return (
    <PasswordInput
      ref={ref}
      error={error}
      aria-invalid={error ? true : undefined}
      visibilityToggleButtonProps={{ "aria-label": t("password.toggleVisibility") }}
      {...props}
    />
  );
}
