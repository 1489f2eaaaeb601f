import { Anchor, Text } from "@mantine/core";
import { DIMENSION_ELEMENTS as D, dateFormat, formatScore } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";
import { currentLocale } from "@/lib/i18n";
import { useSimulations } from "../api/traits";
import { BigFigure, DimensionRow, ProfileSubPage, Section } from "../components/profile-page";
import { SmsBubble } from "../components/sms-bubble";
import { dimensionColour } from "../lib/dimensions";
import { loadProfileStrings } from "../strings";

export const loadStrings = loadProfileStrings;

const LEVERS = [
  D.DIMENSION_SE_AUTHORITY,
  D.DIMENSION_SE_URGENCY,
  D.DIMENSION_SE_SOCIAL_PROOF,
  D.DIMENSION_SE_TRUST,
  D.DIMENSION_SE_CURIOSITY,
];
const DIMENSIONS = [D.DIMENSION_SE_SUSCEPTIBILITY, ...LEVERS];

/** Social engineering (module socialengineering): overall susceptibility 0-10 (10 = most) and the five levers. */
export function ProfileSocialEngineeringPage() {
  const { t } = useTranslation("profile");
  const locale = currentLocale();
  return (
    <ProfileSubPage
      routeId="ProfileSocialEngineering"
      intro={t("socialEngineering.intro")}
      dimensions={DIMENSIONS}
      evolution={[D.DIMENSION_SE_SUSCEPTIBILITY]}
      testId="profile-social-engineering"
      extra={<Simulations />}
    >
      {(current) => {
        const overall = current(D.DIMENSION_SE_SUSCEPTIBILITY);
        return (
          <Section title={t("socialEngineering.title")} testId="se-values">
            {overall && (
              <BigFigure
                label={t("socialEngineering.susceptibility")}
                text={t("value.outOf", {
                  value: formatScore(overall.dimensionValue, locale),
                  max: formatScore(10, locale),
                })}
                colour={dimensionColour(overall.dimensionId, overall.dimensionValue)}
                value={overall.dimensionValue}
                testId="se-susceptibility"
              />
            )}
            <Text size="sm" c="var(--wg-text-muted)">
              {t("socialEngineering.scaleHelp")}
            </Text>
            <ul className="wg-profile-rows">
              {LEVERS.map((id) => {
                const record = current(id);
                return record ? <DimensionRow key={id} record={record} testId="se-dimension" /> : null;
              })}
            </ul>
          </Section>
        );
      }}
    </ProfileSubPage>
  );
}

/**
 * The person's phishing simulations (issue 17 point 11): what they did, the signs, the lesson. An SMS one (issue 18
 * point 6) shows the text in a phone bubble instead of the e-mail's subject and sender.
 */
function Simulations() {
  const { t } = useTranslation("profile");
  const simulations = useSimulations();
  if (!simulations.data) return null;
  return (
    <Section title={t("simulations.title")} testId="se-simulations">
      {simulations.data.length === 0 ? (
        <Text>{t("simulations.none")}</Text>
      ) : (
        <ul className="wg-simulations">
          {simulations.data.map((s) => (
            <li
              key={s.simulationId}
              data-testid="se-simulation"
              data-outcome={s.outcome}
              data-channel={s.channel}
            >
              {s.sms ? (
                <>
                  <SmsBubble
                    senderId={s.sms.senderId}
                    text={s.sms.text}
                    channelLabel={t("simulations.sms.tag")}
                    label={t("simulations.sms.bubbleLabel", { sender: s.sms.senderId })}
                  />
                  <Text size="sm" c="var(--wg-text-muted)">
                    {t("simulations.sms.meta", {
                      date: dateFormat(currentLocale(), "date").format(new Date(s.sentAt)),
                      level: s.level,
                    })}
                  </Text>
                </>
              ) : (
                <>
                  <Text fw={600}>{s.subject}</Text>
                  <Text size="sm" c="var(--wg-text-muted)">
                    {t("simulations.meta", {
                      date: dateFormat(currentLocale(), "date").format(new Date(s.sentAt)),
                      sender: s.senderName,
                      level: s.level,
                    })}
                  </Text>
                </>
              )}
              <Text size="sm" mt={4} data-testid="se-simulation-outcome">
                {t(`simulations.outcomes.${s.outcome}`)}
              </Text>
              <details>
                <summary>{t("simulations.showCues")}</summary>
                <ol>
                  {s.cues.map((cue) => (
                    <li key={cue}>{cue}</li>
                  ))}
                </ol>
                <Text size="sm" fw={600}>
                  {t("simulations.lesson")}
                </Text>
                <Text size="sm">{s.lesson}</Text>
                {s.assetId !== null && (
                  <Anchor
                    component={Link}
                    to={`${href("Assets")}?asset=${s.assetId}`}
                    c="var(--wg-link)"
                    underline="always"
                  >
                    {t("simulations.library")}
                  </Anchor>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export default ProfileSocialEngineeringPage;
