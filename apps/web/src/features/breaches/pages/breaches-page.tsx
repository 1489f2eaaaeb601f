import { Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useMyBreaches } from "../api/breaches";
import { ExposureCard } from "../components/exposure-card";
import { LoadError, Loading } from "../components/states";
import { BreachSummary } from "../components/summary";
import { exposureCards } from "../lib/exposures";
import { loadBreachesStrings } from "../strings";
import "../components/breaches.css";

export const loadStrings = loadBreachesStrings;

/**
 * Data breaches (module abs, issue 19): the person's breach level and totals, then each exposure newest first
 * with what leaked, what it means and what to do, and the marks "password changed" and "solved".
 */
export function BreachesPage() {
  const { t } = useTranslation("breaches");
  const breaches = useMyBreaches();
  const listId = useId();
  const cards = breaches.data ? exposureCards(breaches.data) : [];
  return (
    <Stack gap="lg" data-testid="breaches-page">
      <div style={{ minWidth: 0 }}>
        <Title order={1}>{t("translation:routes.Breaches")}</Title>
        <Text c="var(--wg-text-muted)" mt={4}>
          {t("intro")}
        </Text>
      </div>
      {breaches.isPending && <Loading testId="breaches-loading" />}
      {breaches.isError && (
        <LoadError error={breaches.error} onRetry={() => void breaches.refetch()} testId="breaches-error" />
      )}
      {breaches.data && (
        <>
          <BreachSummary data={breaches.data} />
          {cards.length === 0 ? (
            <section className="wg-breach-section" aria-labelledby={listId} data-testid="breaches-empty">
              <Stack gap="xs">
                <Title order={2} size="h4" id={listId}>
                  {t("empty.title")}
                </Title>
                <Text>{t("empty.text")}</Text>
              </Stack>
            </section>
          ) : (
            <section aria-labelledby={listId}>
              <Stack gap="sm">
                <Title order={2} size="h4" id={listId}>
                  {t("list.title")}
                </Title>
                <ul className="wg-breach-list" data-testid="breach-list">
                  {cards.map((card) => (
                    <li key={card.breach.breachId}>
                      <ExposureCard card={card} />
                    </li>
                  ))}
                </ul>
              </Stack>
            </section>
          )}
        </>
      )}
    </Stack>
  );
}

export default BreachesPage;
