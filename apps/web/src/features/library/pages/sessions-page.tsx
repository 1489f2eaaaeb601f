import { Button, Stack, Text, Title } from "@mantine/core";
import {
  formatPercent,
  formatShortDate,
  type SessionStatus,
  SURVEY_TYPES,
  sessionStatus,
  surveyLink,
  type TUserSurvey,
} from "@wellguard/contract";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { href } from "@/app/paths";
import { cardHref } from "@/features/journey/lib/links";
import { currentLocale } from "@/lib/i18n";
import { useSession } from "@/lib/use-session";
import { useUserSurveys } from "../api/library";
import { LoadState } from "../components/load-state";
import { loadLibraryStrings } from "../strings";
import "../components/library.css";

export const loadStrings = loadLibraryStrings;

/** Families that are not sessions (spec §2: sessions exclude the phishing and ABS types). */
const EXCLUDED_FAMILIES: readonly number[] = [
  SURVEY_TYPES.SURVEY_TYPE_PHISHING,
  SURVEY_TYPES.SURVEY_TYPE_ABS,
];
/**
 * What needs the person first: the sessions open now (the longest waiting first), then those that start later
 * (the nearest first, whether "soon" or further ahead), then the finished ones (the latest first).
 */
function sessionOrder(now: Date) {
  const rank = ({ survey, status }: { survey: TUserSurvey; status: SessionStatus }) =>
    status === "done" ? 2 : Date.parse(survey.userStartDate) > now.getTime() ? 1 : 0;
  return (
    a: { survey: TUserSurvey; status: SessionStatus },
    b: { survey: TUserSurvey; status: SessionStatus },
  ) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const started = Date.parse(a.survey.userStartDate) - Date.parse(b.survey.userStartDate);
    return rank(a) === 2 ? -started : started;
  };
}

/** Sessions (spec §2 `sessions/{typeId?}`): the person's surveys with their status, filtered by survey type. */
export function SessionsPage() {
  const { t } = useTranslation("library");
  const navigate = useNavigate();
  const { typeId } = useParams();
  const locale = currentLocale();
  const surveys = useUserSurveys();
  const filterId = useId();
  const now = useMemo(() => new Date(), []);

  const sessions = useMemo(
    () =>
      (surveys.data ?? [])
        .filter((s) => !EXCLUDED_FAMILIES.includes(s.familyTypeId))
        .map((s) => ({ survey: s, status: sessionStatus(s, now) })),
    [surveys.data, now],
  );
  const types = useMemo(() => {
    const byId = new Map<number, string>();
    for (const { survey } of sessions) byId.set(survey.surveyTypeId, survey.surveyName);
    return [...byId].sort((a, b) => a[1].localeCompare(b[1], locale));
  }, [sessions, locale]);
  const chosenType = typeId && types.some(([id]) => String(id) === typeId) ? Number(typeId) : null;
  const visible = sessions
    .filter(({ survey }) => chosenType === null || survey.surveyTypeId === chosenType)
    .sort(sessionOrder(now));

  return (
    <Stack gap="lg" data-testid="sessions-page">
      <div>
        <Title order={1}>{t("sessions.title")}</Title>
        <Text c="var(--wg-text-muted)">{t("sessions.intro")}</Text>
      </div>
      <LoadState query={surveys}>
        {sessions.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text data-testid="sessions-empty">{t("sessions.empty")}</Text>
            <Button component={Link} to={href("Dashboard")} variant="light">
              {t("common.backHome")}
            </Button>
          </Stack>
        ) : (
          <>
            <div className="wg-field">
              <label className="wg-label" htmlFor={filterId}>
                {t("sessions.typeFilter")}
              </label>
              <select
                id={filterId}
                className="wg-select"
                value={chosenType === null ? "" : String(chosenType)}
                onChange={(e) =>
                  navigate(href("Sessions", { typeId: e.currentTarget.value || undefined }), {
                    replace: true,
                  })
                }
              >
                <option value="">{t("sessions.allTypes")}</option>
                {types.map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            {visible.length === 0 ? (
              <Text>{t("sessions.emptyType")}</Text>
            ) : (
              <ul className="wg-cards" data-testid="sessions-list">
                {visible.map(({ survey, status }) => (
                  <SessionCard key={survey.surveyEntityId} survey={survey} status={status} now={now} />
                ))}
              </ul>
            )}
          </>
        )}
      </LoadState>
    </Stack>
  );
}

function SessionCard({ survey, status, now }: { survey: TUserSurvey; status: SessionStatus; now: Date }) {
  const { t } = useTranslation("library");
  const { services } = useSession();
  const locale = currentLocale();
  const titleId = useId();
  // Where the dashboard's card would lead. The sessions list does not say whether the game may be used, so an
  // awareness test opens as the test (the dashboard's card offers the game).
  const link = surveyLink(
    { ...survey, dummy: false, gamingAllowed: false, helperSurveyTypeId: null },
    { services, now },
  );
  // "other" covers both open sessions and those starting more than a week ahead (spec §4): tell them apart.
  const upcoming = status !== "done" && Date.parse(survey.userStartDate) > Date.now();
  const label = status === "other" && upcoming ? "scheduled" : status;
  return (
    <li className="wg-card" aria-labelledby={titleId} data-testid={`session-${survey.surveyEntityId}`}>
      <div>
        <span className={`wg-status wg-status--${label}`}>{t(`sessions.status.${label}`)}</span>
        <Title order={2} size="h4" id={titleId} mt={6}>
          {survey.surveyName}
        </Title>
      </div>
      {upcoming ? (
        <Text size="sm">
          {t("sessions.startsOn", { date: formatShortDate(survey.userStartDate, locale) })}
        </Text>
      ) : (
        <>
          <div
            className="wg-progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={survey.percentage}
            aria-labelledby={titleId}
          >
            <span style={{ width: `${survey.percentage}%` }} />
          </div>
          <Text size="sm">
            {t("sessions.progress", { percent: formatPercent(survey.percentage, locale) })}
          </Text>
        </>
      )}
      {!upcoming && (
        <div className="wg-card-actions">
          {survey.percentage > 0 && (
            <Link to={href("SessionDetail", { id: survey.surveyEntityId })}>{t("sessions.review")}</Link>
          )}
          {link && (
            <Button
              component={Link}
              to={cardHref(link)}
              size="xs"
              aria-describedby={titleId}
              data-testid="session-start"
            >
              {t(survey.percentage > 0 ? "sessions.resume" : "sessions.start")}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
