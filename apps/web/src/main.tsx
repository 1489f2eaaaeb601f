import "@mantine/core/styles.css";
import "./ui/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProvider } from "./app/provider";
import { createRouter } from "./app/router";
import { initI18n } from "./lib/i18n";
import { setNavigate } from "./lib/navigation";

async function start() {
  await initI18n();
  const router = createRouter();
  setNavigate((to, options) => void router.navigate(to, options));
  const root = document.getElementById("root");
  if (!root) throw new Error("#root missing from index.html");
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
