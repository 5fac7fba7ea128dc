import { useCallback } from "react";
import { useNavigate } from "react-router";
import { callApi, failureMessage } from "~/lib/api-client";
import { toast } from "./use-toast.ts";

/**
 * Signs out through POST /api/logout, tells the person how it went, and takes
 * them home whatever happened (spec sections 4 and 8). The navigation re-runs
 * the root loader, so the header and the favorites follow the server's answer.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const response = await callApi("/api/logout", { method: "POST" });
      if (!response.ok) throw new Error(await failureMessage(response));
      toast({ title: "Logged out", description: "You have been logged out successfully." });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : "Could not log out properly.";
      toast({ title: "Logout failed", description: message, variant: "destructive" });
    }
    await navigate("/", { replace: true });
  }, [navigate]);
}
