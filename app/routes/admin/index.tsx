import { redirect } from "react-router";

/** The bare /admin goes to the admin sign-in page (spec section 2), which sends signed-in administrators on to the dashboard. */
export function loader() {
  return redirect("/admin/login");
}
