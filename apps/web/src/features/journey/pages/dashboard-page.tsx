import {
  type AlertLevel,
  alertLevel,
  formatPercent,
  formatScore,
  formatShortDate,
  hasStarted,
  type InteractionCard,
  interactionCards,
  isPending,
  NON_PENDING_FAMILIES,
  pendingInteractions,
  riskDisplay,
  type ScoreScale,
  scoreColour,
  type TAsset,
  type TInteraction,
  type TUserScores,
  userDynamicStatus,
} from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { href, moduleAllowed, ROUTES, type RouteId } from "@/app/paths";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { currentLocale } from "@/lib/i18n";
import { useSession } from "@/lib/use-session";
import { FormMessage } from "@/ui/form-message";
import { useAssignedAssets, useInteractions, useScores } from "../api/journey";
import { CardImage } from "../components/card-image";
import { ChatSurvey } from "../components/chat-survey";
import { cardHref } from "../lib/links";
import "../components/journey.css";

/**
 * The employee's home (spec §2 dashboard, §4): what to do now (user dynamic status), the pending interaction
 * cards, alerts by level, the score summary and links to the profile pages of the person's modules. With
 * `?chat=<surveyEntityId>` it shows that survey's chat instead (families without a page of their own).
 */
export function DashboardPage() {
  const { t } = useTranslation("journey");
  const [params] = useSearchParams();
  const chat = params.get("chat");
  if (chat !== null) {
    return (
      <ChatSurvey
        key={chat}
        surveyEntityId={Number(chat)}
        gaming={false}
        backTo={href("Dashboard")}
        backLabel={t("chat.backToDashboard")}
      />
    );
  }
  return <Dashboard />;
}

const LEVEL_ORDER: Record<AlertLevel, number> = { danger: 0, warning: 1, success: 2 };

/** The profile pages a person may open, each behind its module (spec §2). */
const PROFILE_LINKS: RouteId[] = [
  "Profile",
  "ProfileAwareness",
  "ProfileWellbeing",
  "ProfileArchetype",
  "ProfileSecurity",
  "ProfileImpact",
  "ProfileSocialEngineering",
  "ProfileBurnout",
  "Achievements",
  "Assets",
  "Sessions",
];

function Dashboard() {
  const { t } = useTranslation("journey");
  const interactions = useInteractions();
  const scores = useScores();
  const assigned = useAssignedAssets();
  const now = new Date();

  // One loading line until the answers are in: sections drawn earlier would be pushed down the page when the
  // cards arrived above them (a layout shift of 0.24–0.43 measured by Lighthouse, issue 15 point 12).
  if (interactions.isPending || scores.isPending || assigned.isPending) {
    return (
      <div className="wg-chat-page" style={{ maxWidth: "72rem" }} data-testid="dashboard">
        <h1 className="wg-chat-title">{t("dashboard.title")}</h1>
        <p role="status" data-testid="dashboard-loading">
          {t("translation:common.loading")}
        </p>
      </div>
    );
  }

  return (
    <div className="wg-chat-page" style={{ maxWidth: "72rem" }} data-testid="dashboard">
      <h1 className="wg-chat-title">{t("dashboard.title")}</h1>
      {interactions.isError ? (
        <LoadFailure
          error={interactions.error}
          onRetry={() => void interactions.refetch()}
          testId="dashboard-error"
        />
      ) : (
        <>
          <p
            className="wg-dash-status"
            data-testid="dashboard-status"
            data-status={userDynamicStatus(interactions.data, now)}
          >
            {t(`dashboard.status.${userDynamicStatus(interactions.data, now)}`)}
          </p>
          <PendingCards interactions={interactions.data} now={now} />
          <Alerts interactions={interactions.data} now={now} />
        </>
      )}
      <AssignedResources assets={assigned.data?.assets ?? []} />
      <section aria-labelledby="dash-scores" className="wg-chat-header">
        <h2 id="dash-scores">{t("scores.heading")}</h2>
        {scores.isError ? (
          <LoadFailure error={scores.error} onRetry={() => void scores.refetch()} testId="scores-error" />
        ) : (
          <ScoreSummary scores={scores.data} />
        )}
      </section>
      <ProfileLinks />
    </div>
  );
}

/**
 * The resources the company's action plan assigned to the person and not read yet, nearest due date first
 * (docs/action-plans.md); nothing when there are none (or when they could not be loaded: the rest of the page
 * does not depend on them).
 */
function AssignedResources({ assets }: { assets: readonly TAsset[] }) {
  const { t } = useTranslation("journey");
  if (assets.length === 0) return null;
  const locale = currentLocale();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <section aria-labelledby="dash-assigned" className="wg-chat-header" data-testid="dashboard-assigned">
      <h2 id="dash-assigned">{t("dashboard.assigned.title")}</h2>
      <ul className="wg-assigned-list">
        {assets.map((asset) => {
          const due = asset.assignedDue ?? today;
          const late = due < today;
          return (
            <li key={asset.assetId} data-testid={`assigned-${asset.assetId}`}>
              <Link to={`${href("Assets")}?asset=${asset.assetId}`}>{asset.title}</Link>{" "}
              <span className={late ? "wg-assigned-late" : undefined}>
                {t(late ? "dashboard.assigned.overdue" : "dashboard.assigned.due", {
                  date: formatShortDate(`${due}T12:00:00Z`, locale),
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function LoadFailure({ error, onRetry, testId }: { error: unknown; onRetry: () => void; testId: string }) {
  const { t } = useTranslation("journey");
  return (
    <div className="wg-chat-header" data-testid={testId}>
      <FormMessage id={`${testId}-message`} tone="error">
        {t(errorMessageKey(isApiError(error) ? error.code : null))}
      </FormMessage>
      <button
        type="button"
        className="wg-chat-secondary"
        style={{ alignSelf: "flex-start" }}
        onClick={onRetry}
      >
        {t("chat.retry")}
      </button>
    </div>
  );
}

function PendingCards({ interactions, now }: { interactions: TInteraction[]; now: Date }) {
  const { t } = useTranslation("journey");
  const { services } = useSession();
  const locale = currentLocale();
  const pending = pendingInteractions(interactions);
  const cards = pending
    .filter((i) => hasStarted(i, now))
    .flatMap((i) => interactionCards(i, { services, now }));
  const upcoming = pending
    .filter((i) => !hasStarted(i, now))
    .sort((a, b) => Date.parse(a.userStartDate) - Date.parse(b.userStartDate));
  return (
    <>
      <section aria-labelledby="dash-todo" className="wg-chat-header">
        <h2 id="dash-todo">{t("dashboard.todo")}</h2>
        {cards.length === 0 ? (
          <p data-testid="dashboard-empty">{t("dashboard.nothingToDo")}</p>
        ) : (
          <ul className="wg-dash-cards" data-testid="dashboard-cards">
            {cards.map((card) => (
              <Card key={card.key} card={card} />
            ))}
          </ul>
        )}
      </section>
      {upcoming.length > 0 && (
        <section aria-labelledby="dash-upcoming" className="wg-chat-header">
          <h2 id="dash-upcoming">{t("dashboard.upcoming")}</h2>
          <ul className="wg-dash-list" data-testid="dashboard-upcoming">
            {upcoming.map((i) => (
              <li key={i.surveyEntityId} className="wg-dash-alert" data-survey-type={i.surveyTypeId}>
                <span>{i.surveyName}</span>
                <span className="wg-dash-meta">
                  {t("card.startsOn", { date: formatShortDate(i.userStartDate, locale) })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function Card({ card }: { card: InteractionCard }) {
  const { t } = useTranslation("journey");
  const locale = currentLocale();
  const archetype = card.image === "fingerprint" && card.link?.route === "ProfileArchetype";
  const label = archetype
    ? t("card.viewArchetype")
    : card.progress > 0
      ? t("card.continue")
      : t("card.start");
  return (
    <li
      className="wg-dash-card"
      data-testid="interaction-card"
      data-survey-type={card.typeId}
      data-image={card.image}
    >
      <div className="wg-dash-card-top">
        <CardImage name={card.image} />
        <h3>{card.title}</h3>
      </div>
      <p className="wg-dash-meta">{t("card.since", { date: formatShortDate(card.startDate, locale) })}</p>
      {!archetype && (
        <div className="wg-dash-progress">
          <div
            className="wg-progress-track"
            role="progressbar"
            aria-label={t("card.progressLabel", { title: card.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={card.progress}
            aria-valuetext={formatPercent(card.progress, locale)}
          >
            <div className="wg-progress-bar" style={{ width: `${card.progress}%` }} />
          </div>
          <span aria-hidden="true">{formatPercent(card.progress, locale)}</span>
        </div>
      )}
      {card.link && (
        <Link
          to={cardHref(card.link)}
          className="wg-chat-primary"
          aria-label={`${label}: ${card.title}`}
          data-testid="card-link"
        >
          {label}
        </Link>
      )}
    </li>
  );
}

function Alerts({ interactions, now }: { interactions: TInteraction[]; now: Date }) {
  const { t } = useTranslation("journey");
  const locale = currentLocale();
  const alerts = interactions
    .filter(
      (i) =>
        !i.dummy &&
        !NON_PENDING_FAMILIES.includes(i.familyTypeId) &&
        ((isPending(i) && hasStarted(i, now)) || i.surveyStatus === "DONE"),
    )
    .map((i) => ({ i, level: alertLevel(i, now) }))
    .sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
  return (
    <section aria-labelledby="dash-alerts" className="wg-chat-header">
      <h2 id="dash-alerts">{t("alerts.heading")}</h2>
      {alerts.length === 0 ? (
        <p>{t("alerts.empty")}</p>
      ) : (
        <ul className="wg-dash-list" data-testid="alerts">
          {alerts.map(({ i, level }) => (
            <li
              key={i.surveyEntityId}
              className="wg-dash-alert"
              data-level={level}
              data-testid="alert"
              data-survey-type={i.surveyTypeId}
            >
              <span className="wg-dash-level">{t(`alerts.level.${level}`)}</span>
              <span>{i.surveyName}</span>
              <span className="wg-dash-meta">
                {t("card.since", { date: formatShortDate(i.userStartDate, locale) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface ScoreRow {
  key: "progress" | "wellbeing" | "cyber" | "risk";
  value: number | null;
  scale: ScoreScale;
  route: RouteId;
}

function ScoreSummary({ scores }: { scores: TUserScores }) {
  const { t } = useTranslation("journey");
  const { services } = useSession();
  const locale = currentLocale();
  const rows: ScoreRow[] = [
    { key: "progress", value: scores.progress, scale: 100, route: "Profile" },
    { key: "wellbeing", value: scores.wellbeing, scale: 10, route: "ProfileWellbeing" },
    { key: "cyber", value: scores.cyber, scale: 10, route: "ProfileAwareness" },
    { key: "risk", value: riskDisplay(scores.risk), scale: 10, route: "ProfileSecurity" },
  ];
  return (
    <dl className="wg-dash-scores" data-testid="scores">
      {rows.map((row) => {
        const open = moduleAllowed(ROUTES[row.route], services);
        return (
          <div key={row.key} className="wg-dash-score" data-testid={`score-${row.key}`}>
            <dt>{t(`scores.${row.key}`)}</dt>
            <dd>
              {row.value === null ? (
                <span data-testid={`score-${row.key}-value`} data-empty="true">
                  {t("scores.notMeasured")}
                </span>
              ) : (
                <>
                  <span className="wg-dash-score-value" data-testid={`score-${row.key}-value`}>
                    {row.scale === 100
                      ? formatPercent(row.value, locale)
                      : t("scores.outOf10", { value: formatScore(row.value, locale) })}
                  </span>
                  {/* As long as the score (21% fills a fifth), in its colour; the number above says it in words. */}
                  <span className="wg-dash-meter" aria-hidden="true" data-testid={`score-${row.key}-meter`}>
                    <span
                      className="wg-dash-meter-fill"
                      style={{
                        width: `${Math.round(Math.min(100, Math.max(0, (row.value / row.scale) * 100)))}%`,
                        background: scoreColour(row.value, row.scale),
                      }}
                    />
                  </span>
                </>
              )}
              {open && (
                <Link to={href(row.route)} className="wg-dash-link">
                  {t("scores.details", { name: t(`scores.${row.key}`) })}
                </Link>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function ProfileLinks() {
  const { t } = useTranslation("journey");
  const { services } = useSession();
  const links = PROFILE_LINKS.filter((id) => moduleAllowed(ROUTES[id], services));
  return (
    <nav aria-labelledby="dash-profile" className="wg-chat-header">
      <h2 id="dash-profile">{t("dashboard.profileLinks")}</h2>
      <ul className="wg-dash-links" data-testid="profile-links">
        {links.map((id) => (
          <li key={id}>
            <Link to={href(id)}>{t(`translation:routes.${id}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
