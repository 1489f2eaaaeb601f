/** The auth feature's public surface for other features and the app shell. */
export { changeLanguage } from "./change-language";
export { SetNewPasswordForm } from "./components/set-new-password-form";
export { type LogoutNotice, logout } from "./session";
