import { Center, Loader } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { dashboardPath } from "@/app/guard";
import { href } from "@/app/paths";
import { clearSession, setArea, setToken } from "@/lib/storage";
import { getSessionInfo } from "../api/session-info";
import { landingAfterLogin } from "../landing";
import { storeSession } from "../session";
import type { ConditionsHandover } from "./sign-in-page";

/** Reads `#token=...`: a fragment never reaches servers or their logs. */
export function tokenFromFragment(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const token = params.get("token");
  return token && token.length <= 256 ? token : null;
}

/** /token/ — enter with a session token handed over in the URL fragment (spec §2 Autologin). */
export function AutologinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = tokenFromFragment(window.location.hash);
    // Drop the token from the address bar and history straight away.
    window.history.replaceState(null, "", window.location.pathname);
    if (!token) {
      navigate(href("Login"), { replace: true });
      return;
    }
    setToken(token);
    getSessionInfo()
      .then((info) => {
        if (info.termsOfUse !== 1 || info.privacyPolicy !== 1) {
          // Such a session may only accept the conditions: the sign-in page asks for them, keeping the token.
          const handover: ConditionsHandover = { conditionsPending: true };
          navigate(href("Login"), { replace: true, state: handover });
          return;
        }
        storeSession(token, info);
        const landing = landingAfterLogin(info.profiles);
        if (landing) setArea(landing);
        navigate(dashboardPath({ profiles: info.profiles, area: landing }) ?? href("Login"), {
          replace: true,
        });
      })
      .catch(() => {
        clearSession();
        navigate(href("Login"), { replace: true });
      });
  }, [navigate]);

  return (
    <Center mih="100vh" component="main">
      <Loader aria-label={t("common.loading")} />
    </Center>
  );
}

export default AutologinPage;
