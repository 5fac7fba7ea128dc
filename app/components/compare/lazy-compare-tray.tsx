import { useEffect, useState, type ComponentType } from "react";

/**
 * Loads the compare tray (its bar and the Compare controls' listener, a chunk of its own) once the page has
 * hydrated: nothing of it is needed for the first paint, and until it is there a Compare control is what it is
 * without JavaScript, a link to the comparison of that one community.
 */
export function LazyCompareTray() {
  const [Tray, setTray] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    void import("./compare-tray-bar.tsx").then((module) => {
      if (active) setTray(() => module.CompareTrayBar);
    });
    return () => {
      active = false;
    };
  }, []);
  return Tray ? <Tray /> : null;
}
