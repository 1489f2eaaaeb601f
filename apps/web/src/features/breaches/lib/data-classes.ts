import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadBreachesStrings } from "../strings";

/**
 * The Have I Been Pwned data classes we explain, by their exact HIBP name, to the key of their texts in the
 * "breaches" namespace (keys, not the names themselves: i18next splits keys on "." and ":").
 */
export const DATA_CLASS_KEYS: Readonly<Record<string, string>> = {
  "Email addresses": "emailAddresses",
  Passwords: "passwords",
  Usernames: "usernames",
  Names: "names",
  "Phone numbers": "phoneNumbers",
  "Physical addresses": "physicalAddresses",
  "Dates of birth": "datesOfBirth",
  "IP addresses": "ipAddresses",
  Genders: "genders",
  "Job titles": "jobTitles",
  Employers: "employers",
  "Geographic locations": "geographicLocations",
  "Security questions and answers": "securityQuestions",
  "Credit cards": "creditCards",
  "Partial credit card data": "partialCreditCardData",
  "Bank account numbers": "bankAccountNumbers",
  "Social media profiles": "socialMediaProfiles",
  "Website activity": "websiteActivity",
  "Device information": "deviceInformation",
  "Passport numbers": "passportNumbers",
  "Government issued IDs": "governmentIssuedIds",
  "Auth tokens": "authTokens",
  "Password hints": "passwordHints",
  "Browser user agent details": "browserUserAgentDetails",
  Purchases: "purchases",
  Salaries: "salaries",
  "Spoken languages": "spokenLanguages",
  "Private messages": "privateMessages",
  "Instant messenger identities": "instantMessengerIdentities",
  "Historical passwords": "historicalPasswords",
};

/** The key of a data class's texts, or null for a class we do not explain (matched exactly, then ignoring case). */
export function dataClassKey(dataClass: string): string | null {
  const exact = DATA_CLASS_KEYS[dataClass];
  if (exact) return exact;
  const lower = dataClass.trim().toLowerCase();
  const match = Object.keys(DATA_CLASS_KEYS).find((name) => name.toLowerCase() === lower);
  return match ? (DATA_CLASS_KEYS[match] ?? null) : null;
}

export interface DataClassText {
  /** The short name in the reader's language; an unknown class keeps the name it was given. */
  name(dataClass: string): string;
  /** One sentence on what the leak of this class means; null for an unknown class. */
  explain(dataClass: string): string | null;
}

/**
 * Names and explanations of breach data classes in the current language. Usable from any page: when the
 * "breaches" namespace is not loaded yet (another feature's page), it loads it and renders again; until then
 * every class shows its English name and no explanation.
 */
export function useDataClassText(): DataClassText {
  const { t, i18n } = useTranslation("breaches", { useSuspense: false });
  const [loaded, setLoaded] = useState(() => i18n.hasResourceBundle(i18n.language, "breaches"));
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadBreachesStrings()
      .then(() => {
        if (live) setLoaded(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loaded]);
  return {
    name(dataClass) {
      const key = dataClassKey(dataClass);
      return key && loaded ? t(`dataClass.${key}.name`, { defaultValue: dataClass }) : dataClass;
    },
    explain(dataClass) {
      const key = dataClassKey(dataClass);
      if (!key || !loaded) return null;
      const text = t(`dataClass.${key}.explain`, { defaultValue: "" });
      return text === "" ? null : text;
    },
  };
}
