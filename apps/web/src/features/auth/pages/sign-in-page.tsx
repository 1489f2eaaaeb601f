import { Anchor, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { dashboardPath } from "@/app/guard";
import { href } from "@/app/paths";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { currentLocale } from "@/lib/i18n";
import { getToken, removeToken, setArea, setToken } from "@/lib/storage";
import { Footer } from "@/ui/footer";
import { FormMessage } from "@/ui/form-message";
import { LanguageMenu } from "@/ui/language-menu";
import { Logo } from "@/ui/logo";
import { SkipLink } from "@/ui/skip-link";
import { useAcceptConditions } from "../api/accept-conditions";
import { useForgotPassword } from "../api/forgot-password";
import { useCheckUsername, useLogin } from "../api/login";
import { getSessionInfo } from "../api/session-info";
import { changeLanguage } from "../change-language";
import { landingAfterLogin } from "../landing";
import { storeSession, takeLogoutNotice } from "../session";
import { initialSignInState, isPlausibleLogin, type SignInState, signInReducer } from "../sign-in-state";

// The expired-password screen pulls in the password policy; load it only when needed.
const PasswordStep = lazy(() =>
  import("../components/later-steps").then((m) => ({ default: m.PasswordStep })),
);
const ConditionsStep = lazy(() =>
  import("../components/later-steps").then((m) => ({ default: m.ConditionsStep })),
);
const SetNewPasswordForm = lazy(() =>
  import("../components/set-new-password-form").then((m) => ({ default: m.SetNewPasswordForm })),
);

function messageFor(state: SignInState): { key: string; tone: "error" | "success" } | null {
  switch (state.status) {
    case "empty":
      return {
        key: state.step === "password" ? "contract:messages.emptyPassword" : "contract:messages.emptyLogin",
        tone: "error",
      };
    case "blocked":
      return { key: "contract:messages.userBlocked", tone: "error" };
    case "invalid_email":
      return { key: "contract:messages.invalidEmail", tone: "error" };
    case "remember_sent":
      return { key: "contract:messages.resetEmailSent", tone: "success" };
    case "error":
      return {
        key: state.code === "NF1012" ? "contract:messages.wrongCredentials" : errorMessageKey(state.code),
        tone: "error",
      };
    default:
      return null;
  }
}

/** Router state the autologin page leaves when the handed-over session must accept the conditions first. */
export interface ConditionsHandover {
  conditionsPending: true;
}

function isConditionsHandover(state: unknown): state is ConditionsHandover {
  return (
    typeof state === "object" &&
    state !== null &&
    (state as Partial<ConditionsHandover>).conditionsPending === true
  );
}

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const location = useLocation();
  // Autologin hands over a session that still has to accept the conditions: start on that step.
  const [state, dispatch] = useReducer(
    signInReducer,
    isConditionsHandover(location.state) && getToken()
      ? signInReducer(initialSignInState, { type: "conditionsNeeded" })
      : initialSignInState,
  );
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const [forgotLogin, setForgotLogin] = useState("");
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [notice, setNotice] = useState<string | null>(() =>
    takeLogoutNotice() === "sessionExpired" ? "contract:messages.sessionExpired" : null,
  );
  const stepRef = useRef<HTMLDivElement>(null);

  const checkUsername = useCheckUsername();
  const signIn = useLogin();
  const accept = useAcceptConditions();
  const forgot = useForgotPassword();

  // Focus moves to the new step's first field (or heading), so keyboard and screen-reader users follow.
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    const container = stepRef.current;
    if (!container) return;
    const focusFirst = (): boolean => {
      const target = container.querySelector<HTMLElement>("input, [data-step-heading]");
      target?.focus();
      return target !== null;
    };
    if (focusFirst()) return;
    // The later steps are lazy chunks: the first visit renders nothing until the chunk arrives.
    const observer = new MutationObserver(() => {
      if (focusFirst()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [state.step]);

  const message = messageFor(state);
  const messageId = `${id}-message`;
  const described = message ? messageId : undefined;

  function fail(error: unknown) {
    removeToken();
    dispatch({
      type: "failed",
      status: isApiError(error) ? error.status : 0,
      code: isApiError(error) ? error.code : null,
    });
  }

  async function submitUsername(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    if (!login.trim()) return dispatch({ type: "empty" });
    dispatch({ type: "start" });
    try {
      const reply = await checkUsername.mutateAsync(login.trim());
      if (reply.redirect && reply.url) {
        window.location.assign(reply.url);
        return;
      }
      dispatch({ type: "usernameAccepted" });
    } catch (error) {
      fail(error);
    }
  }

  async function doLogin(): Promise<void> {
    dispatch({ type: "start" });
    try {
      const result = await signIn.mutateAsync({ login: login.trim(), password, locale: currentLocale() });
      if (result.termsOfUse !== 1 || result.privacyPolicy !== 1) {
        // The limited session may only accept the conditions, which needs its token.
        setToken(result.token);
        dispatch({ type: "conditionsNeeded" });
        return;
      }
      storeSession(result.token, result);
      const landing = landingAfterLogin(result.profiles);
      if (landing) setArea(landing);
      dispatch({ type: "signedIn" });
      navigate(dashboardPath({ profiles: result.profiles, area: landing }) ?? href("Login"), {
        replace: true,
      });
    } catch (error) {
      fail(error);
    }
  }

  /** After accepting without credentials in hand (autologin), the session itself is now complete. */
  async function enterWithCurrentSession(): Promise<void> {
    const token = getToken();
    if (!token) return dispatch({ type: "goTo", step: "username" });
    dispatch({ type: "start" });
    try {
      const info = await getSessionInfo();
      storeSession(token, info);
      const landing = landingAfterLogin(info.profiles);
      if (landing) setArea(landing);
      dispatch({ type: "signedIn" });
      navigate(dashboardPath({ profiles: info.profiles, area: landing }) ?? href("Login"), { replace: true });
    } catch (error) {
      fail(error);
    }
  }

  async function submitPassword(e: FormEvent) {
    e.preventDefault();
    if (!password) return dispatch({ type: "empty" });
    await doLogin();
  }

  async function submitConditions(e: FormEvent) {
    e.preventDefault();
    if (!terms || !privacy) return dispatch({ type: "failed", status: 412, code: "conditionsRequired" });
    dispatch({ type: "start" });
    try {
      await accept.mutateAsync();
    } catch (error) {
      // KO: stay on the conditions step with the reason.
      dispatch({ type: "failed", status: 412, code: isApiError(error) ? error.code : null });
      return;
    }
    if (password) await doLogin();
    else await enterWithCurrentSession();
  }

  async function submitForgot(e: FormEvent) {
    e.preventDefault();
    const value = forgotLogin.trim();
    if (!value) return dispatch({ type: "empty" });
    if (!isPlausibleLogin(value)) return dispatch({ type: "invalidEmail" });
    dispatch({ type: "start" });
    try {
      await forgot.mutateAsync(value);
      dispatch({ type: "reminderSent" });
    } catch (error) {
      dispatch({
        type: "failed",
        status: isApiError(error) ? error.status : 0,
        code: isApiError(error) ? error.code : null,
      });
    }
  }

  function openForgot() {
    setForgotLogin(login);
    dispatch({ type: "goTo", step: "forgot" });
  }

  const fieldError = message?.tone === "error" ? true : undefined;

  let step: ReactNode;
  switch (state.step) {
    case "username":
      step = (
        <form onSubmit={submitUsername} noValidate data-testid="step-username">
          <Stack gap="md">
            <TextInput
              label={t("auth.fields.username")}
              name="username"
              autoComplete="username"
              value={login}
              onChange={(e) => setLogin(e.currentTarget.value)}
              error={fieldError}
              aria-describedby={described}
              data-testid="username"
            />
            <Group justify="space-between">
              <Anchor component="button" type="button" onClick={openForgot} c="var(--wg-link)">
                {t("auth.buttons.forgot")}
              </Anchor>
              <Button type="submit" data-testid="next">
                {t("auth.buttons.next")}
              </Button>
            </Group>
          </Stack>
        </form>
      );
      break;
    case "password":
      step = (
        <Suspense fallback={null}>
          <PasswordStep
            login={login}
            password={password}
            setPassword={setPassword}
            submitPassword={submitPassword}
            onBack={() => {
              setPassword("");
              dispatch({ type: "goTo", step: "username" });
            }}
            openForgot={openForgot}
            fieldError={fieldError}
            described={described}
          />
        </Suspense>
      );
      break;
    case "conditions":
      step = (
        <Suspense fallback={null}>
          <ConditionsStep
            privacy={privacy}
            setPrivacy={setPrivacy}
            terms={terms}
            setTerms={setTerms}
            submitConditions={submitConditions}
            fieldError={fieldError}
            described={described}
          />
        </Suspense>
      );
      break;
    case "forgot":
      step = (
        <form onSubmit={submitForgot} noValidate data-testid="step-forgot">
          <Stack gap="md">
            <div>
              <Title order={2} size="h3" tabIndex={-1} data-step-heading>
                {t("auth.forgot.title")}
              </Title>
              <Text c="var(--wg-text-muted)">{t("auth.forgot.intro")}</Text>
            </div>
            <TextInput
              label={t("auth.fields.email")}
              name="email"
              autoComplete="email"
              value={forgotLogin}
              onChange={(e) => setForgotLogin(e.currentTarget.value)}
              error={fieldError}
              aria-describedby={described}
              data-testid="forgot-login"
            />
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => dispatch({ type: "goTo", step: "username" })}
                data-testid="cancel"
              >
                {t("auth.buttons.cancel")}
              </Button>
              <Button type="submit" data-testid="remember">
                {t("auth.buttons.remember")}
              </Button>
            </Group>
          </Stack>
        </form>
      );
      break;
    case "expired":
      step = (
        <Suspense fallback={null}>
          <SetNewPasswordForm
            mode="expired"
            login={login.trim()}
            onCancel={() => dispatch({ type: "goTo", step: "username" })}
            onDone={() => {
              setPassword("");
              setNotice("auth.newPassword.changed");
              dispatch({ type: "goTo", step: "password" });
            }}
          />
        </Suspense>
      );
      break;
  }

  return (
    <div className="wg-front">
      <SkipLink />
      {/* The product's front door: who it is for, beside the form on wide screens and above it on a phone. */}
      <section className="wg-front-panel" aria-label={t("auth.signIn.taglinesLabel")}>
        <Logo tone="light" size={36} />
        <div className="wg-front-pitch">
          <p className="wg-front-lead">{t("auth.taglines.supportPeople")}</p>
          <ul className="wg-front-points">
            <li>{t("auth.taglines.riskManagement")}</li>
            <li>{t("auth.taglines.humanFirewalls")}</li>
          </ul>
        </div>
        <FrontIllustration />
      </section>
      <div className="wg-front-body">
        <div className="wg-front-top">
          <LanguageMenu value={currentLocale()} onChange={(l) => void changeLanguage(l)} />
        </div>
        <main id="main" tabIndex={-1} className="wg-front-main">
          <div className="wg-card">
            <Stack gap="lg">
              <Title order={1}>{t("auth.signIn.title")}</Title>
              {notice && (
                <FormMessage
                  id={`${id}-notice`}
                  tone={notice === "auth.newPassword.changed" ? "success" : "info"}
                  testId="sign-in-notice"
                >
                  {t(notice)}
                </FormMessage>
              )}
              {message && (
                <FormMessage id={messageId} tone={message.tone} testId="sign-in-message">
                  {t(message.key)}
                </FormMessage>
              )}
              <div ref={stepRef}>{step}</div>
            </Stack>
          </div>
        </main>
        <Footer />
      </div>
    </div>
  );
}

/** Wide screens only: rings of people around a shield, the brand's idea drawn in its own colours. */
function FrontIllustration() {
  const people = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
    const angle = (i / 8) * 2 * Math.PI - Math.PI / 2;
    return { x: 120 + 92 * Math.cos(angle), y: 120 + 92 * Math.sin(angle) };
  });
  return (
    <svg className="wg-front-illustration" viewBox="0 0 240 240" aria-hidden="true" focusable="false">
      <circle cx="120" cy="120" r="92" fill="none" stroke="rgba(255,255,255,0.35)" strokeDasharray="4 6" />
      <circle cx="120" cy="120" r="56" fill="rgba(255,255,255,0.08)" />
      <path
        d="M120 78 90 90v20c0 19 12.7 33.6 30 38 17.3-4.4 30-19 30-38V90z"
        fill="rgba(255,255,255,0.92)"
      />
      <path
        d="m106 113 10 10 19-21"
        fill="none"
        strokeWidth="6"
        strokeLinecap="round"
        style={{ stroke: "var(--mantine-color-brand-8)" }}
      />
      {people.map(({ x, y }, i) => (
        <g
          key={`${x}-${y}`}
          style={{ fill: i % 3 === 0 ? "var(--mantine-color-warm-3)" : "rgba(255,255,255,0.9)" }}
        >
          <circle cx={x} cy={y - 6} r="6" />
          <path d={`M${x - 10} ${y + 12}a10 10 0 0 1 20 0z`} />
        </g>
      ))}
    </svg>
  );
}

export default SignInPage;
