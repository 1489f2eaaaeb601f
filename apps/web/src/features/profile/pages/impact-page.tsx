import { DIMENSION_ELEMENTS as D, formatScore } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { currentLocale } from "@/lib/i18n";
import { BigFigure, DimensionRow, ProfileSubPage, Section } from "../components/profile-page";
import { dimensionColour } from "../lib/dimensions";
import { loadProfileStrings } from "../strings";

export const loadStrings = loadProfileStrings;

const PARTS = [D.DIMENSION_IMPACT_DATA, D.DIMENSION_IMPACT_PRIVILEGE, D.DIMENSION_IMPACT_EXPOSURE];
const DIMENSIONS = [D.DIMENSION_IMPACT_LEVEL, ...PARTS];

/** Impact (module impact): how much harm an incident through the person's role could do, and its three parts. */
export function ProfileImpactPage() {
  const { t } = useTranslation("profile");
  const locale = currentLocale();
  return (
    <ProfileSubPage
      routeId="ProfileImpact"
      intro={t("impact.intro")}
      dimensions={DIMENSIONS}
      evolution={[D.DIMENSION_IMPACT_LEVEL]}
      testId="profile-impact"
    >
      {(current) => {
        const level = current(D.DIMENSION_IMPACT_LEVEL);
        return (
          <Section title={t("impact.title")} testId="impact-values">
            {level && (
              <BigFigure
                label={t("impact.level")}
                text={t("value.outOf", {
                  value: formatScore(level.dimensionValue, locale),
                  max: formatScore(10, locale),
                })}
                colour={dimensionColour(level.dimensionId, level.dimensionValue)}
                value={level.dimensionValue}
                testId="impact-level"
              />
            )}
            <ul className="wg-profile-rows">
              {PARTS.map((id) => {
                const record = current(id);
                return record ? <DimensionRow key={id} record={record} testId="impact-dimension" /> : null;
              })}
            </ul>
          </Section>
        );
      }}
    </ProfileSubPage>
  );
}

export default ProfileImpactPage;
