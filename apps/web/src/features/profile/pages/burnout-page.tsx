import { Text } from "@mantine/core";
import { DIMENSION_ELEMENTS as D } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { DimensionRow, ProfileSubPage, Section } from "../components/profile-page";
import { cbiBand } from "../lib/dimensions";
import { loadProfileStrings } from "../strings";

export const loadStrings = loadProfileStrings;

const DIMENSIONS = [D.DIMENSION_BURNOUT_PERSONAL, D.DIMENSION_BURNOUT_WORK, D.DIMENSION_BURNOUT_CLIENT];

/**
 * Burnout (module burnout): the three Copenhagen Burnout Inventory subscales 0-100 with the CBI bands (below 50
 * low, 50-74 moderate, 75-99 high, 100 severe; docs/employee-guide.md "Profile" names the sources).
 */
export function ProfileBurnoutPage() {
  const { t } = useTranslation("profile");
  return (
    <ProfileSubPage
      routeId="ProfileBurnout"
      intro={t("burnout.intro")}
      dimensions={DIMENSIONS}
      evolution={DIMENSIONS}
      testId="profile-burnout"
    >
      {(current) => (
        <Section title={t("burnout.title")} testId="burnout-values">
          <ul className="wg-profile-rows">
            {DIMENSIONS.map((id) => {
              const record = current(id);
              if (!record) return null;
              const band = cbiBand(record.dimensionValue);
              return (
                <DimensionRow
                  key={id}
                  record={record}
                  testId="burnout-dimension"
                  extra={
                    <Text size="sm">
                      <span className="wg-profile-badge" data-band={band} data-testid="burnout-band">
                        {t(`burnout.bands.${band}`)}
                      </span>
                    </Text>
                  }
                />
              );
            })}
          </ul>
          <Text size="sm" c="var(--wg-text-muted)">
            {t("burnout.bandsHelp")}
          </Text>
          <Text size="sm" c="var(--wg-text-muted)">
            {t("burnout.source")}
          </Text>
        </Section>
      )}
    </ProfileSubPage>
  );
}

export default ProfileBurnoutPage;
