import { data } from "react-router";

/** The apartment manager (a locator's workbench for a client's options list): being built. */
export function loader() {
  throw data("The apartment manager is not built yet.", { status: 404 });
}

export default function ApartmentManager() {
  return null;
}
