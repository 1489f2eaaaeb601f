import { Anchor, Stack, Text } from "@mantine/core";
import {
  formatPercent,
  formatScore,
  percentClass,
  riskDisplay,
  scoreColour,
  type TUserScores,
} from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";
import { currentLocale } from "@/lib/i18n";
import { useSession } from "@/lib/use-session";
import { useScores } from "../api/traits";
import {
  BigFigure,
  LoadError,
  Loading,
  ProfileHeader,
  Section,
  useDimensionName,
} from "../components/profile-page";
import { allowedProfilePages } from "../lib/pages";
import { loadProfileStrings } from "../strings";

export const loadStrings = loadProfileStrings;

/**
 * The person's scores: progress always; awareness, wellbeing and security (with the insider profile) only with
 * their module, as the pages behind them.
 */
function Scores({ scores, services }: { scores: TUserScores; services: readonly string[] }) {
  const { t } = useTranslation("profile");
  const locale = currentLocale();
  const dimensionName = useDimensionName();
  const notYet = t("scores.notMeasured");
  const outOf10 = (v: number) =>
    t("value.outOf", { value: formatScore(v, locale), max: formatScore(10, locale) });
  const risk = riskDisplay(scores.risk);
  return (
    <div className="wg-profile-cards" data-testid="profile-scores">
      <BigFigure
        label={t("scores.progress")}
        text={scores.progress === null ? notYet : formatPercent(scores.progress, locale)}
        colour={scores.progress === null ? null : scoreColour(scores.progress, 100)}
        value={scores.progress}
        testId="score-progress"
      />
      {services.includes("awareness") && (
        <BigFigure
          label={t("scores.cyber")}
          text={scores.cyber === null ? notYet : outOf10(scores.cyber)}
          colour={scores.cyber === null ? null : scoreColour(scores.cyber)}
          value={scores.cyber}
          testId="score-cyber"
        />
      )}
      {services.includes("wellbeing") && (
        <BigFigure
          label={t("scores.wellbeing")}
          text={scores.wellbeing === null ? notYet : outOf10(scores.wellbeing)}
          colour={scores.wellbeing === null ? null : scoreColour(scores.wellbeing)}
          value={scores.wellbeing}
          testId="score-wellbeing"
        />
      )}
      {services.includes("risk") && (
        <BigFigure
          label={t("scores.risk")}
          text={risk === null ? notYet : outOf10(risk)}
          colour={risk === null ? null : scoreColour(risk)}
          value={risk}
          testId="score-risk"
        />
      )}
      {services.includes("risk") && (
        <BigFigure
          label={t("scores.insider")}
          text={scores.insider === null ? notYet : dimensionName(scores.insider)}
          colour={null}
          value={scores.insider}
          words
          testId="score-insider"
        />
      )}
    </div>
  );
}

/** Spec §2 "profile": the person's scores and a card per profile page their modules allow. */
export function ProfileHubPage() {
  const { t } = useTranslation("profile");
  const session = useSession();
  const scores = useScores();
  const pages = allowedProfilePages(session.services);
  return (
    <Stack gap="lg" data-testid="profile-hub">
      <ProfileHeader routeId="Profile" intro={t("hub.intro")} />
      <Section title={t("scores.title")} testId="profile-scores-section">
        {scores.isPending && <Loading testId="scores-loading" />}
        {scores.isError && (
          <LoadError error={scores.error} onRetry={() => void scores.refetch()} testId="scores-error" />
        )}
        {scores.data && <Scores scores={scores.data} services={session.services} />}
        {scores.data && scores.data.progress !== null && (
          <Text size="sm" c="var(--wg-text-muted)" data-testid="progress-class">
            {t(`scores.progressClass.${percentClass(scores.data.progress)}`)}
          </Text>
        )}
      </Section>
      <Section title={t("hub.pagesTitle")} testId="profile-pages">
        {pages.length === 0 ? (
          <Text data-testid="profile-pages-empty">{t("hub.noPages")}</Text>
        ) : (
          <ul className="wg-profile-cards">
            {pages.map((id) => (
              <li key={id} className="wg-profile-card" data-testid="profile-page-card" data-route={id}>
                <Anchor
                  component={Link}
                  to={href(id)}
                  c="var(--wg-link)"
                  underline="always"
                  fw={600}
                  size="lg"
                >
                  {t(`translation:routes.${id}`)}
                </Anchor>
                <Text size="sm">{t(`hub.cards.${id}`)}</Text>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </Stack>
  );
}

export default ProfileHubPage;
