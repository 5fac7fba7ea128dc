/**
 * The way from an inquiry, a profile or a transcript to the client's options
 * list: a link when they have one, otherwise a button that makes it
 * (POST /admin/client-options/open) and goes on to the apartment manager.
 */
import { ClipboardList } from "lucide-react";
import { Form, Link } from "react-router";
import type { OpenListSource } from "../../../core/admin/resources/client-options.ts";
import { Button } from "../ui/button.tsx";

export function OpenOptionsList({ from, id, listId }: { from: OpenListSource; id: number; listId?: number | null }) {
  if (listId) {
    return (
      <Button asChild size="sm" variant="outline">
        <Link to={`/admin/client-options/${listId}`}>
          <ClipboardList aria-hidden="true" />
          Options list
        </Link>
      </Button>
    );
  }
  return (
    <Form method="post" action="/admin/client-options/open">
      <input type="hidden" name="from" value={from} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant="outline">
        <ClipboardList aria-hidden="true" />
        {listId === null ? "Start an options list" : "Open options list"}
      </Button>
    </Form>
  );
}
