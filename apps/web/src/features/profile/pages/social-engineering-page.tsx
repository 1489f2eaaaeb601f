import { Text } from "@mantine/core";
import { DIMENSION_ELEMENTS as D, formatScore } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { currentLocale } from "@/lib/i18n";
import { BigFigure, DimensionRow, ProfileSubPage, Section } from "../components/profile-page";
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

export default ProfileSocialEngineeringPage;
