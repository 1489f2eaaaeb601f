import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { type BreachFlag, formatLongDate, formatShortDate } from "@wellguard/contract";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { currentLocale } from "@/lib/i18n";
import { FormMessage } from "@/ui/form-message";
import { useSetBreachFlag } from "../api/breaches";
import { useDataClassText } from "../lib/data-classes";
import { type ExposureCard as Card, meaningKeys, stepKeys } from "../lib/exposures";

/**
 * One exposure: the breach, when it happened and when we found it, what leaked with an explanation per data
 * class, what it means, what to do, and the two marks ("I changed the password", "Mark as solved"). A mark is
 * sent once (its button is disabled while pending) and the page shows the server's answer, so nothing is
 * shown as done that was not saved.
 */
export function ExposureCard({ card }: { card: Card }) {
  const { t } = useTranslation("breaches");
  const locale = currentLocale();
  const dataClass = useDataClassText();
  const headingId = useId();
  const errorId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const mutation = useSetBreachFlag();
  const { breach } = card;
  const facts = { dataClasses: breach.dataClasses, passwordExposed: card.passwordExposed };
  const pendingFlag = mutation.isPending ? mutation.variables?.flag : undefined;

  const mark = (flag: BreachFlag) =>
    mutation.mutate(
      { breachId: breach.breachId, flag },
      // The clicked button disappears once done: keep keyboard focus on the card's status line.
      { onSuccess: () => statusRef.current?.focus() },
    );

  const leakedNames = breach.dataClasses.map((c) => dataClass.name(c)).join(", ");
  return (
    <article
      className="wg-breach-card"
      aria-labelledby={headingId}
      data-testid="breach-card"
      data-breach={breach.breachId}
      data-password-exposed={card.passwordExposed}
      data-password-changed={card.passwordChanged}
      data-solved={card.solved}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {breach.title}
        </Title>
        <Text size="sm" c="var(--wg-text-muted)">
          {breach.breachDate
            ? t("card.breachDate", { date: formatShortDate(breach.breachDate, locale, "UTC") })
            : t("card.breachDateUnknown")}
          {" · "}
          {t("card.found", { date: formatShortDate(card.firstSeen, locale) })}
          {card.emails.length > 0 && (
            <>
              {" · "}
              {t("card.address", { email: card.emails.join(", ") })}
            </>
          )}
        </Text>
        <p
          className="wg-breach-status"
          ref={statusRef}
          tabIndex={-1}
          role="status"
          data-testid="breach-status"
          style={{ margin: 0, fontWeight: 600 }}
        >
          {card.solved
            ? card.solvedAt
              ? t("card.solvedOn", { date: formatLongDate(card.solvedAt, locale) })
              : t("card.solved")
            : t("card.open")}
          {card.passwordChanged && (
            <>
              {" · "}
              {card.passwordChangedAt
                ? t("card.passwordChangedOn", { date: formatLongDate(card.passwordChangedAt, locale) })
                : t("card.passwordChanged")}
            </>
          )}
        </p>
        {breach.description && <Text>{breach.description}</Text>}

        <Title order={4} size="h5">
          {t("card.leaked")}
        </Title>
        <ul className="wg-breach-classes" data-testid="breach-data-classes">
          {breach.dataClasses.map((name) => {
            const explanation = dataClass.explain(name);
            return (
              <li key={name} data-class={name}>
                <strong>{dataClass.name(name)}</strong>
                {explanation && <>: {explanation}</>}
              </li>
            );
          })}
        </ul>

        <Title order={4} size="h5">
          {t("card.means")}
        </Title>
        {meaningKeys(facts).map((key) => (
          <Text key={key}>{t(`meaning.${key}`)}</Text>
        ))}

        <Title order={4} size="h5">
          {t("card.todo")}
        </Title>
        <ol className="wg-breach-steps" data-testid="breach-steps">
          {stepKeys(facts).map((key) => (
            <li key={key} data-step={key}>
              {t(`steps.${key}`, { title: breach.title, classes: leakedNames })}
              {key === "passwordHere" && (
                <>
                  {" "}
                  <Anchor
                    component={Link}
                    to={href("Account", { option: "password" })}
                    c="var(--wg-link)"
                    underline="always"
                    data-testid="breach-change-password"
                  >
                    {t("steps.passwordHereLink")}
                  </Anchor>
                </>
              )}
            </li>
          ))}
        </ol>

        {(!card.solved || (card.passwordExposed && !card.passwordChanged)) && (
          <Group gap="sm">
            {card.passwordExposed && !card.passwordChanged && (
              <Button
                variant="default"
                onClick={() => mark("password")}
                disabled={mutation.isPending}
                loading={pendingFlag === "password"}
                aria-describedby={mutation.isError ? errorId : undefined}
                data-testid="breach-mark-password"
              >
                {t("card.markPassword")}
              </Button>
            )}
            {!card.solved && (
              <Button
                onClick={() => mark("solved")}
                disabled={mutation.isPending}
                loading={pendingFlag === "solved"}
                aria-describedby={mutation.isError ? errorId : undefined}
                data-testid="breach-mark-solved"
              >
                {t("card.markSolved")}
              </Button>
            )}
          </Group>
        )}
        {mutation.isError && (
          <FormMessage id={errorId} tone="error" testId="breach-mark-error">
            {t(errorMessageKey(isApiError(mutation.error) ? mutation.error.code : null))}
          </FormMessage>
        )}
      </Stack>
    </article>
  );
}
