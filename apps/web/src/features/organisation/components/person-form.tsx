import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  GENDERS,
  type Gender,
  isEmailOutsideDomains,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  PROFILES,
  type Profile,
  serviceKey,
  type TDepartment,
  type TPerson,
  type TPersonInput,
  ZAvatar,
  ZControllerPersonInput,
  ZPersonInput,
} from "@wellguard/contract";
import { type FormEvent, type ReactNode, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageKey } from "@/lib/error-message";
import { timeZones } from "@/lib/time-zones";
import { FormMessage } from "@/ui/form-message";
import { apiFieldCodes, checkWithSchema, codeFor, type FieldCodes } from "../lib/form-errors";

/** The props of the control that picks the companies a CONTROLLER manages (ADMIN area only). */
export interface ControllerCompaniesFieldProps {
  label: string;
  description: string;
  value: number[];
  onChange: (ids: number[]) => void;
  /** The translated error to show under the control. */
  error?: string;
}

export interface PersonFormProps {
  mode: "create" | "edit";
  initial?: TPerson;
  /** The person's company (sent as stakeholderCompanyId). */
  companyId: number;
  /** CONTROLLER: profiles and managed companies are hidden and not sent. */
  area: "ADMIN" | "CONTROLLER";
  /** Sends the values; a rejection with an ApiError puts its codes next to the fields. */
  onSubmit: (values: TPersonInput) => Promise<void>;
  /** The company's departments (flat, with parent ids). */
  departments: TDepartment[];
  /** The company's contracted service ids: the person's services are a subset. */
  companyServices: number[];
  /** The company's e-mail domains: an address outside them is saved, with a warning under the field. */
  companyDomains: readonly string[];
  /** ADMIN area: the control that picks the companies managed as CONTROLLER (the admin's company search). */
  renderControllerCompanies?: (props: ControllerCompaniesFieldProps) => ReactNode;
  /** More buttons beside the submit button (delete, send credentials...). */
  extraActions?: ReactNode;
  testId?: string;
}

interface FormState {
  name: string;
  surname: string;
  email: string;
  login: string;
  userCode: string;
  gender: Gender | "";
  phone: string;
  timeZone: string;
  locale: Locale | "";
  departmentId: string;
  allServices: boolean;
  services: number[];
  profiles: Profile[];
  controllerCompanyIds: number[];
  /**
   * The login is the e-mail and moves with it (the server does the same when no login is sent): true on a person
   * whose login is their e-mail, until someone types a login of their own. docs/organisation.md "Usernames".
   */
  loginFollowsEmail: boolean;
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function initialState(person: TPerson | undefined): FormState {
  return {
    name: person?.name ?? "",
    surname: person?.surname ?? "",
    email: person?.email ?? "",
    login: person?.login ?? "",
    userCode: person?.userCode ?? "",
    gender: person?.gender ?? "",
    phone: person?.phone ?? "",
    timeZone: person?.timeZone ?? "",
    locale: person?.locale ?? "",
    departmentId: person?.department ? String(person.department.stakeholderDepartmentId) : "",
    allServices: person?.services == null,
    services: person?.services ?? [],
    profiles: person?.profiles ?? ["USER"],
    controllerCompanyIds: person?.controllerCompanyIds ?? [],
    loginFollowsEmail: person !== undefined && sameText(person.login, person.email ?? ""),
  };
}

/** The form's values as the API takes them (ZPersonInput's input shape). */
export function personInput(
  state: FormState,
  { companyId, area, initial }: { companyId: number; area: "ADMIN" | "CONTROLLER"; initial?: TPerson },
): TPersonInput {
  const avatar = ZAvatar.safeParse(initial?.avatar);
  const input: TPersonInput = {
    name: state.name,
    surname: state.surname,
    email: state.email,
    login: state.login.trim() || null,
    userCode: state.userCode.trim() || null,
    gender: state.gender || null,
    phone: state.phone.trim() || null,
    timeZone: state.timeZone || null,
    locale: state.locale || null,
    stakeholderCompanyId: companyId,
    stakeholderDepartmentId: state.departmentId ? Number(state.departmentId) : null,
    // The avatar is the person's own choice: kept as it is.
    avatar: avatar.success ? avatar.data : null,
    services: state.allServices ? null : state.services,
  };
  if (area === "ADMIN") {
    input.profiles = state.profiles;
    input.controllerCompanyIds = state.profiles.includes("CONTROLLER") ? state.controllerCompanyIds : [];
  }
  return input;
}

/** "Operations › IT › Security Operations" for each department, sorted by that path. */
export function departmentPaths(departments: TDepartment[]): { value: string; label: string }[] {
  const byId = new Map(departments.map((d) => [d.id, d]));
  const path = (d: TDepartment): string => {
    const names: string[] = [];
    const seen = new Set<number>();
    let current: TDepartment | undefined = d;
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      names.unshift(current.name);
      current =
        current.stakeholderDepartmentParentId === null
          ? undefined
          : byId.get(current.stakeholderDepartmentParentId);
    }
    return names.join(" › ");
  };
  return departments
    .map((d) => ({ value: String(d.id), label: path(d) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Fields the form shows; a code for any other field goes into the summary above the form. */
const SHOWN_FIELDS = [
  "name",
  "surname",
  "email",
  "login",
  "userCode",
  "gender",
  "phone",
  "timeZone",
  "locale",
  "stakeholderDepartmentId",
  "services",
  "profiles",
  "controllerCompanyIds",
];

/**
 * Creates or edits a person (admin and controller areas). Checks with the contract schema the server uses
 * before sending, then shows the server's codes next to the same fields. In the CONTROLLER area the profile
 * fields are hidden (a controller cannot grant profiles).
 */
export function PersonForm(props: PersonFormProps) {
  const {
    mode,
    initial,
    companyId,
    area,
    departments,
    companyServices,
    companyDomains,
    testId = "person-form",
  } = props;
  const { t } = useTranslation(["organisation", "contract"]);
  const formId = useId();
  const [state, setState] = useState<FormState>(() => initialState(initial));
  const [errors, setErrors] = useState<FieldCodes>({});
  const [busy, setBusy] = useState(false);
  const departmentOptions = useMemo(() => departmentPaths(departments), [departments]);
  const zoneOptions = useMemo(() => timeZones(), []);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((current) => ({ ...current, [key]: value }));
  const setEmail = (email: string) =>
    setState((current) => ({ ...current, email, login: current.loginFollowsEmail ? email : current.login }));
  const setLogin = (login: string) =>
    setState((current) => ({ ...current, login, loginFollowsEmail: sameText(login, current.email) }));
  const outsideDomains = isEmailOutsideDomains(state.email, companyDomains);
  const error = (field: string): string | undefined => {
    const code = codeFor(errors, field);
    return code ? t(errorMessageKey(code)) : undefined;
  };
  const otherCodes = Object.entries(errors)
    .filter(([field]) => !SHOWN_FIELDS.some((f) => field === f || field.startsWith(`${f}.`)))
    .map(([, code]) => code);
  const hasErrors = Object.keys(errors).length > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = personInput(state, { companyId, area, initial });
    const check = checkWithSchema(area === "ADMIN" ? ZPersonInput : ZControllerPersonInput, values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await props.onSubmit(values);
    } catch (failure) {
      setErrors(apiFieldCodes(failure));
    } finally {
      setBusy(false);
    }
  }

  const summaryId = `${formId}-summary`;
  const textField = (
    field: "name" | "surname" | "email" | "login" | "userCode" | "phone",
    options: {
      required?: boolean;
      type?: string;
      description?: ReactNode;
      autoComplete?: string;
      onChange?: (value: string) => void;
    } = {},
  ) => (
    <TextInput
      label={t(`fields.${field}`)}
      required={options.required}
      type={options.type ?? "text"}
      description={options.description}
      autoComplete={options.autoComplete ?? "off"}
      value={state[field]}
      onChange={(event) =>
        (options.onChange ?? ((value: string) => set(field, value)))(event.currentTarget.value)
      }
      error={error(field)}
      data-testid={`${testId}-${field}`}
    />
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      data-testid={testId}
      aria-describedby={hasErrors ? summaryId : undefined}
    >
      <Stack gap="lg">
        {hasErrors && (
          <FormMessage id={summaryId} tone="error" testId={`${testId}-errors`}>
            <Text fw={600}>{t("contract:messages.checkMarkedFields")}</Text>
            {otherCodes.map((code) => (
              <Text key={code}>{t(errorMessageKey(code))}</Text>
            ))}
          </FormMessage>
        )}

        <section aria-labelledby={`${formId}-identity`}>
          <Title order={2} size="h4" id={`${formId}-identity`} mb="sm">
            {t("personForm.identity")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {textField("name", { required: true })}
            {textField("surname")}
            {textField("email", {
              required: true,
              type: "email",
              onChange: setEmail,
              // Saved all the same (a contractor's address is legitimate); the warning catches a typo'd domain.
              description: outsideDomains ? (
                <Text component="span" size="xs" c="warm.9" data-testid={`${testId}-email-outside`}>
                  {t("personForm.emailOutsideDomains", { domains: companyDomains.join(", ") })}
                </Text>
              ) : undefined,
            })}
            {textField("phone", { type: "tel", description: t("personForm.phoneHint") })}
            <Select
              label={t("fields.gender")}
              data={[
                { value: "", label: t("personForm.noGender") },
                ...GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) })),
              ]}
              value={state.gender}
              onChange={(value) => set("gender", (value ?? "") as Gender | "")}
              allowDeselect={false}
              error={error("gender")}
              data-testid={`${testId}-gender`}
            />
            {textField("userCode")}
          </SimpleGrid>
        </section>

        <section aria-labelledby={`${formId}-access`}>
          <Title order={2} size="h4" id={`${formId}-access`} mb="sm">
            {t("personForm.access")}
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {textField("login", {
                onChange: setLogin,
                description:
                  mode === "edit" && state.loginFollowsEmail
                    ? t("personForm.loginFollowsEmail")
                    : t("personForm.loginHint"),
              })}
            </SimpleGrid>
            {area === "ADMIN" && (
              <Checkbox.Group
                label={t("fields.profiles")}
                value={state.profiles}
                onChange={(value) => set("profiles", value as Profile[])}
                error={error("profiles")}
                data-testid={`${testId}-profiles`}
              >
                <Group gap="lg" mt="xs" align="flex-start">
                  {PROFILES.map((profile) => (
                    <Checkbox
                      key={profile}
                      value={profile}
                      label={t(`contract:profiles.${profile}`)}
                      // Not the whole platform: an admin of a company's person administers that company.
                      description={profile === "ADMIN" ? t("personForm.adminHint") : undefined}
                      data-testid={`${testId}-profile-${profile}`}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
            {area === "ADMIN" &&
              state.profiles.includes("CONTROLLER") &&
              props.renderControllerCompanies?.({
                label: t("fields.controllerCompanies"),
                description: t("personForm.controllerCompaniesHint"),
                value: state.controllerCompanyIds,
                onChange: (ids) => set("controllerCompanyIds", ids),
                error: error("controllerCompanyIds"),
              })}
          </Stack>
        </section>

        <section aria-labelledby={`${formId}-preferences`}>
          <Title order={2} size="h4" id={`${formId}-preferences`} mb="sm">
            {t("personForm.preferences")}
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t("fields.department")}
                data={[{ value: "", label: t("noDepartment") }, ...departmentOptions]}
                value={state.departmentId}
                onChange={(value) => set("departmentId", value ?? "")}
                searchable
                allowDeselect={false}
                nothingFoundMessage="—"
                error={error("stakeholderDepartmentId")}
                data-testid={`${testId}-department`}
              />
              <Select
                label={t("fields.language")}
                data={[
                  { value: "", label: t("personForm.companyLanguage") },
                  ...LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] })),
                ]}
                value={state.locale}
                onChange={(value) => set("locale", (value ?? "") as Locale | "")}
                allowDeselect={false}
                error={error("locale")}
                data-testid={`${testId}-locale`}
              />
              <Select
                label={t("fields.timeZone")}
                placeholder={t("personForm.companyTimeZone")}
                data={zoneOptions}
                value={state.timeZone || null}
                onChange={(value) => set("timeZone", value ?? "")}
                searchable
                clearable
                limit={100}
                nothingFoundMessage="—"
                error={error("timeZone")}
                data-testid={`${testId}-timeZone`}
              />
            </SimpleGrid>
            <Checkbox
              label={t("personForm.allServices")}
              checked={state.allServices}
              onChange={(event) => set("allServices", event.currentTarget.checked)}
              data-testid={`${testId}-all-services`}
            />
            {!state.allServices && (
              <Checkbox.Group
                label={t("fields.services")}
                description={t("personForm.servicesHint")}
                value={state.services.map(String)}
                onChange={(value) => set("services", value.map(Number))}
                error={error("services")}
                data-testid={`${testId}-services`}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
                  {companyServices.map((id) => {
                    const key = serviceKey(id);
                    return (
                      <Checkbox
                        key={id}
                        value={String(id)}
                        label={key ? t(`contract:services.${key}.name`) : String(id)}
                        data-testid={`${testId}-service-${id}`}
                      />
                    );
                  })}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          </Stack>
        </section>

        <Group gap="sm">
          <Button type="submit" loading={busy} data-testid={`${testId}-submit`}>
            {mode === "create" ? t("personForm.create") : t("personForm.save")}
          </Button>
          {props.extraActions}
        </Group>
      </Stack>
    </form>
  );
}
