import { List, Text } from "@mantine/core";
import { type PasswordIssue, passwordIssues } from "@wellguard/contract";
import { useTranslation } from "react-i18next";

const RULES: PasswordIssue[] = ["tooShort", "noLowercase", "noUppercase", "noDigit", "noSpecial", "hasEnye"];

/** Live password-policy hints (spec §5), computed by the contract's own rule. */
export function PasswordHints({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const issues = new Set(passwordIssues(password));
  return (
    <div id={id} data-testid="password-hints">
      <Text size="sm" fw={600}>
        {t("password.hints.title")}
      </Text>
      <List size="sm" spacing={2} listStyleType="none">
        {RULES.map((rule) => {
          const ok = password.length > 0 && !issues.has(rule);
          return (
            <List.Item key={rule} c={ok ? "#1b5e20" : "#1a1b1e"} data-ok={ok}>
              {ok ? "✓ " : "• "}
              {t(`password.hints.${rule}`)}
              <span className="wg-visually-hidden">{ok ? ` (${t("password.hints.met")})` : ""}</span>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
