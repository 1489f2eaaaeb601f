import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { formatShortDate, type TAchievement } from "@wellguard/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "@/lib/i18n";
import { FormMessage } from "@/ui/form-message";
import { useAchievements, useClaimAchievement } from "../api/library";
import { BadgeIcon } from "../components/badge-icon";
import { LoadState } from "../components/load-state";
import { loadLibraryStrings } from "../strings";
import "../components/library.css";

export const loadStrings = loadLibraryStrings;

type Filter = "all" | "toClaim" | "claimed";

function stateOf(a: TAchievement): "locked" | "unlocked" | "claimed" {
  if (a.claimedAt) return "claimed";
  return a.unlockedAt ? "unlocked" : "locked";
}

/** Achievements (spec §2, module gaming): every badge with its progress; unlocked ones can be claimed. */
export function AchievementsPage() {
  const { t } = useTranslation("library");
  const achievements = useAchievements(true);
  const claim = useClaimAchievement();
  const [filter, setFilter] = useState<Filter>("all");
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const list = achievements.data ?? [];
  const unlocked = list.filter((a) => a.unlockedAt).length;
  const visible = list.filter((a) =>
    filter === "all"
      ? true
      : filter === "claimed"
        ? a.claimedAt !== null
        : a.unlockedAt !== null && !a.claimedAt,
  );

  async function onClaim(a: TAchievement) {
    const title = t(`translation:achievementBadges.${a.key}.title`);
    try {
      await claim.mutateAsync(a.achievementId);
      setNotice({ tone: "success", text: t("achievements.claimedNotice", { title }) });
    } catch {
      setNotice({ tone: "error", text: t("common.loadError") });
    }
  }

  return (
    <Stack gap="lg" data-testid="achievements-page">
      <div>
        <Title order={1}>{t("achievements.title")}</Title>
        <Text c="var(--wg-text-muted)">{t("achievements.intro")}</Text>
      </div>
      <LoadState query={achievements}>
        <Text fw={600} data-testid="achievements-summary">
          {t("achievements.summary", { unlocked, total: list.length })}
        </Text>
        <fieldset className="wg-filters wg-choice">
          <legend className="wg-label">{t("achievements.show")}</legend>
          {(["all", "toClaim", "claimed"] as const).map((f) => (
            <label key={f}>
              <input
                type="radio"
                name="achievement-filter"
                value={f}
                checked={filter === f}
                onChange={() => setFilter(f)}
              />{" "}
              {t(`achievements.filter.${f}`)}
            </label>
          ))}
        </fieldset>
        <div aria-live="polite">
          {notice && (
            <FormMessage id="achievement-notice" tone={notice.tone} testId="achievement-notice">
              {notice.text}
            </FormMessage>
          )}
        </div>
        {visible.length === 0 ? (
          <Text>{t("achievements.empty")}</Text>
        ) : (
          <ul className="wg-cards" data-testid="achievements-list">
            {visible.map((a) => (
              <Badge
                key={a.achievementId}
                achievement={a}
                onClaim={() => void onClaim(a)}
                busy={claim.isPending}
              />
            ))}
          </ul>
        )}
      </LoadState>
    </Stack>
  );
}

function Badge({
  achievement: a,
  onClaim,
  busy,
}: {
  achievement: TAchievement;
  onClaim: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation("library");
  const locale = currentLocale();
  const titleId = useId();
  const state = stateOf(a);
  const title = t(`translation:achievementBadges.${a.key}.title`);
  return (
    <li
      className={`wg-card wg-badge--${state}`}
      aria-labelledby={titleId}
      data-testid={`achievement-${a.key}`}
      data-state={state}
    >
      <Group wrap="nowrap" align="flex-start">
        <BadgeIcon icon={a.icon} state={state} />
        <div>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Text size="sm">{t(`translation:achievementBadges.${a.key}.description`)}</Text>
        </div>
      </Group>
      {state === "locked" ? (
        <>
          <span className="wg-status">{t("achievements.locked")}</span>
          {a.target > 0 && (
            <>
              <div
                className="wg-progress"
                role="progressbar"
                aria-labelledby={titleId}
                aria-valuemin={0}
                aria-valuemax={a.target}
                aria-valuenow={Math.min(a.progress, a.target)}
              >
                <span style={{ width: `${Math.min(100, (100 * a.progress) / a.target)}%` }} />
              </div>
              <Text size="sm">{t("achievements.progress", { progress: a.progress, target: a.target })}</Text>
            </>
          )}
        </>
      ) : state === "unlocked" ? (
        <>
          <span className="wg-status wg-status--unlocked">
            {t("achievements.unlockedOn", { date: formatShortDate(a.unlockedAt ?? "", locale) })}
          </span>
          <div className="wg-card-actions">
            <Button onClick={onClaim} loading={busy} aria-label={t("achievements.claimFor", { title })}>
              {t("achievements.claim")}
            </Button>
          </div>
        </>
      ) : (
        <span className="wg-status wg-status--claimed">
          {t("achievements.claimedOn", { date: formatShortDate(a.claimedAt ?? "", locale) })}
        </span>
      )}
    </li>
  );
}
