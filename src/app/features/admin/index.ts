/** The admin feature: what routes and other features may import from it. */
export { AdminLoginForm } from "./admin-login-form.tsx";
export { DashboardFrame } from "./dashboard-frame.tsx";

/** The dashboard (tabs, dialog, upload, data client): its own chunk, fetched only once the owner is in. */
export const loadBusinessDashboard = () => import("./business-dashboard.tsx");
