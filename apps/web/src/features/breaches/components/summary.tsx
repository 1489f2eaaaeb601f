import { Stack, Text, Title } from "@mantine/core";
import { formatScore, type TUserBreaches } from "@wellguard/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "@/lib/i18n";
import { levelColour } from "../lib/exposures";

/**
 * The person's breach level (§9 colour, and the level's name in words so colour is never the only cue), the
 * score out of 10 and the four totals.
 */
export function BreachSummary({ data }: { data: TUserBreaches }) {
  const { t } = useTranslation("breaches");
  const locale = currentLocale();
  const headingId = useId();
  const colour = levelColour(data.level);
  const totals = [
    ["found", data.totalbreaches],
    ["solved", data.totalbreachessolved],
    ["passwords", data.totalbreachespwd],
    ["passwordsSolved", data.totalbreachespwdsolved],
  ] as const;
  return (
    <section
      className="wg-breach-section wg-breach-summary"
      data-colour={colour}
      aria-labelledby={headingId}
      data-testid="breach-summary"
      data-level={data.level}
      data-score={data.score}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t("summary.title")}
        </Title>
        <span className="wg-breach-level" data-testid="breach-level">
          <span className="wg-breach-dot" data-colour={colour} aria-hidden />
          {t("summary.level", { level: data.level, name: t(`levels.${data.level}.name`) })}
        </span>
        <Text fw={600} data-testid="breach-score">
          {t("summary.score", { score: formatScore(data.score, locale), max: formatScore(10, locale) })}
        </Text>
        <Text>{t(`levels.${data.level}.text`)}</Text>
        <dl className="wg-breach-totals" data-testid="breach-totals">
          {totals.map(([key, value]) => (
            <div key={key} data-testid={`breach-total-${key}`} data-value={value}>
              <dt>{t(`summary.totals.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Stack>
    </section>
  );
}
