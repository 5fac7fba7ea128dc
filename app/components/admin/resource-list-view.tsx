import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight, Columns3, Download, Plus, Search } from "lucide-react";
import { useId, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { listQueryToSearch, pageCount, toggledSort, type ListQuery } from "../../../core/admin/list-query.ts";
import { PAGE_SIZES, visibleColumns, type ColumnSpec, type FilterOption, type ResourceSpec } from "../../../core/admin/resource.ts";
import type { CellValue } from "../../../core/admin/format-cell.ts";
import type { ListPage } from "../../../db/queries/admin/list-records.ts";
import { Button } from "../ui/button.tsx";
import { formatCell } from "../../../core/admin/format-cell.ts";
import { resourceSpec } from "./resource-specs.ts";

export interface ResourceListProps {
  resource: string;
  query: ListQuery;
  page: ListPage;
  options: Record<string, FilterOption[]>;
  actionData: { error: string | null; confirm: { bulk: string; records: string[]; count: number } | null } | null;
}

const inputClass =
  "h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700";

export function ResourceListView(props: ResourceListProps) {
  const declared = resourceSpec(props.resource);
  if (!declared) return null;
  const spec: ResourceSpec = {
    ...declared,
    filters: declared.filters.map((filter) => (props.options[filter.key] ? { ...filter, options: props.options[filter.key]! } : filter)),
  };
  return <ListBody spec={spec} {...props} />;
}

function ListBody({ spec, query, page, actionData }: ResourceListProps & { spec: ResourceSpec }) {
  const { pathname } = useLocation();
  const columns = visibleColumns(spec, query.columns);
  const pages = pageCount(page.total, query.pageSize);
  const link = (change: Partial<ListQuery>) => `${pathname}${listQueryToSearch(spec, query, change)}`;
  const exportHref = `${pathname}.csv${listQueryToSearch(spec, query, { page: 1 })}`;
  const bulkFormId = useId();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const refs = page.rows.map((row) => `${row.id}:${row.version}`);
  const allSelected = refs.length > 0 && refs.every((ref) => selected.has(ref));
  const confirm = actionData?.confirm ? spec.bulkActions.find((bulk) => bulk.key === actionData.confirm!.bulk) : undefined;
  // A read-only resource (chat history) has nothing to apply to rows: no selection, no "With selected".
  const selectable = spec.bulkActions.length > 0;

  const toggle = (ref: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(ref);
      else next.delete(ref);
      return next;
    });

  return (
    <div className="max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{spec.title}</h1>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {page.total.toLocaleString("en-US")} {page.total === 1 ? spec.singular : spec.plural}
            {query.q || Object.keys(query.filters).length ? " match" : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {spec.otherView ? (
            <Button asChild variant="outline" size="sm">
              <Link to={spec.otherView.path}>
                <Columns3 aria-hidden="true" />
                {spec.otherView.label}
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="outline" size="sm">
            <a href={exportHref} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
          {spec.creatable ? (
            <Button asChild size="sm">
              <Link to={`${pathname}/new`}>
                <Plus aria-hidden="true" />
                New {spec.singular}
              </Link>
            </Button>
          ) : null}
        </div>
      </div>

      <Form method="get" action={pathname} className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3" role="search">
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
          Search
          <input type="search" name="q" defaultValue={query.q} placeholder={spec.searchHint} className={inputClass} maxLength={100} />
        </label>
        {spec.filters.map((filter) => (
          <label key={filter.key} className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {filter.label}
            <select name={filter.key} defaultValue={query.filters[filter.key] ?? ""} className={inputClass}>
              <option value="">Any</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        {query.columns ? <input type="hidden" name="cols" value={query.columns.join(",")} /> : null}
        {query.sort.key !== spec.defaultSort.key || query.sort.dir !== spec.defaultSort.dir ? (
          <>
            <input type="hidden" name="sort" value={query.sort.key} />
            <input type="hidden" name="dir" value={query.sort.dir} />
          </>
        ) : null}
        <Button type="submit" size="sm">
          <Search aria-hidden="true" />
          Apply
        </Button>
        {query.q || Object.keys(query.filters).length ? (
          <Link to={link({ q: "", filters: {}, page: 1 })} className="self-center text-sm font-medium text-brand-700 hover:underline">
            Clear
          </Link>
        ) : null}
      </Form>

      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {actionData.error}
        </p>
      ) : null}

      {confirm && actionData?.confirm ? (
        <Form method="post" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4" aria-labelledby={`${bulkFormId}-confirm`}>
          <p id={`${bulkFormId}-confirm`} role="alert" className="font-medium text-ink-900">
            {confirm.confirm(actionData.confirm.count)}
          </p>
          <input type="hidden" name="bulk" value={confirm.key} />
          <input type="hidden" name="confirmed" value="yes" />
          {actionData.confirm.records.map((ref) => (
            <input key={ref} type="hidden" name="records" value={ref} />
          ))}
          <div className="mt-3 flex gap-2">
            <Button type="submit" size="sm" variant={confirm.destructive ? "destructive" : "default"} autoFocus>
              {confirm.label}
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={link({})}>Cancel</Link>
            </Button>
          </div>
        </Form>
      ) : null}

      <div className={`mt-4 flex flex-wrap items-center gap-3 ${selectable ? "justify-between" : "justify-end"}`}>
        {selectable ? (
          <Form method="post" id={bulkFormId} className="flex flex-wrap items-center gap-2">
            <label className="text-sm font-medium text-slate-700" htmlFor={`${bulkFormId}-action`}>
              With selected
            </label>
            <select id={`${bulkFormId}-action`} name="bulk" className={inputClass} defaultValue="">
              <option value="" disabled>
                Choose an action
              </option>
              {spec.bulkActions.map((bulk) => (
                <option key={bulk.key} value={bulk.key}>
                  {bulk.label}
                </option>
              ))}
            </select>
            <Button type="submit" size="sm" variant="outline">
              Apply to selected{selected.size ? ` (${selected.size})` : ""}
            </Button>
          </Form>
        ) : null}
        <ColumnChooser spec={spec} query={query} pathname={pathname} />
      </div>

      {/* relative: the headers' screen-reader text (position: absolute) stays inside the scrolling box, not widening the page. */}
      <div className="relative mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-sm">
          <caption className="sr-only">
            {spec.title}, page {query.page} of {pages}
          </caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {selectable ? (
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={`Select every ${spec.singular} on this page`}
                    checked={allSelected}
                    onChange={(event) => setSelected(event.target.checked ? new Set(refs) : new Set())}
                    className="size-4 accent-brand-700"
                  />
                </th>
              ) : null}
              {columns.map((column) => (
                <HeaderCell key={column.key} column={column} query={query} link={link} />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {page.rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (selectable ? 1 : 0)} className="px-3 py-8 text-center text-slate-600">
                  No {spec.plural} match. {query.q || Object.keys(query.filters).length ? "Clear the search or filters to see them all." : ""}
                </td>
              </tr>
            ) : (
              page.rows.map((row) => {
                const ref = `${row.id}:${row.version}`;
                const [first, ...rest] = columns;
                return (
                  <tr key={row.id} className="hover:bg-slate-50">
                    {selectable ? (
                      <td className="px-3 py-2">
                        <input
                          type="checkbox"
                          name="records"
                          value={ref}
                          form={bulkFormId}
                          aria-label={`Select ${String(row.cells[first!.key] ?? row.id)}`}
                          checked={selected.has(ref)}
                          onChange={(event) => toggle(ref, event.target.checked)}
                          className="size-4 accent-brand-700"
                        />
                      </td>
                    ) : null}
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      {spec.recordPages === false ? (
                        <Cell column={first!} value={row.cells[first!.key] ?? null} />
                      ) : (
                        <Link to={`${pathname}/${row.id}`} className="text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
                          {String(row.cells[first!.key] ?? `#${row.id}`)}
                        </Link>
                      )}
                    </th>
                    {rest.map((column) => (
                      <td key={column.key} className={`px-3 py-2 whitespace-nowrap ${column.align === "end" ? "text-right tabular-nums" : ""}`}>
                        <Cell column={column} value={row.cells[column.key] ?? null} />
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>

      <nav aria-label="Pages" className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="text-slate-600">
          Page {query.page} of {pages}
        </p>
        <div className="flex items-center gap-2">
          {query.page > 1 ? (
            <Link to={link({ page: query.page - 1 })} className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 hover:bg-slate-50">
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Link>
          ) : null}
          {query.page < pages ? (
            <Link to={link({ page: query.page + 1 })} className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 hover:bg-slate-50">
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
          <span className="text-slate-600">Rows:</span>
          {PAGE_SIZES.map((size) =>
            size === query.pageSize ? (
              <span key={size} aria-current="true" className="font-semibold">
                {size}
              </span>
            ) : (
              <Link key={size} to={link({ pageSize: size, page: 1 })} className="text-brand-700 hover:underline" aria-label={`${size} rows per page`}>
                {size}
              </Link>
            ),
          )}
        </div>
      </nav>
    </div>
  );
}

function HeaderCell({ column, query, link }: { column: ColumnSpec; query: ListQuery; link: (change: Partial<ListQuery>) => string }) {
  const sorted = query.sort.key === column.key;
  const ariaSort = sorted ? (query.sort.dir === "asc" ? "ascending" : "descending") : undefined;
  const align = column.align === "end" ? "text-right" : "";
  if (!column.sortable) {
    return (
      <th scope="col" className={`px-3 py-2 whitespace-nowrap ${align}`}>
        {column.label}
      </th>
    );
  }
  const Arrow = sorted && query.sort.dir === "desc" ? ArrowDown : ArrowUp;
  return (
    <th scope="col" aria-sort={ariaSort} className={`px-3 py-2 whitespace-nowrap ${align}`}>
      <Link to={link({ sort: toggledSort(query.sort, column.key), page: 1 })} className="inline-flex items-center gap-1 hover:text-ink-900 hover:underline">
        {column.label}
        <Arrow aria-hidden="true" className={`size-3 ${sorted ? "" : "opacity-0"}`} />
        <span className="sr-only">{sorted ? `, sorted ${ariaSort}` : ", sort"}</span>
      </Link>
    </th>
  );
}

/** Status badges that mean "live" or "done" in green, "waiting" in blue; the rest grey. */
const STATUS_TONES: Record<string, string> = {
  published: "bg-green-100 text-green-800",
  scheduled: "bg-sky-100 text-sky-800",
  responded: "bg-green-100 text-green-800",
  viewed: "bg-sky-100 text-sky-800",
  shared: "bg-sky-100 text-sky-800",
  leased: "bg-green-100 text-green-800",
};

function Cell({ column, value }: { column: ColumnSpec; value: CellValue }) {
  const label = typeof value === "string" && column.labels && Object.hasOwn(column.labels, value) ? column.labels[value] : undefined;
  if (column.kind === "status" && typeof value === "string") {
    const tone = STATUS_TONES[value] ?? "bg-slate-200 text-slate-800";
    return <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${label ? "" : "capitalize"} ${tone}`}>{label ?? value}</span>;
  }
  return <>{label ?? formatCell(column.kind, value)}</>;
}

function ColumnChooser({ spec, query, pathname }: { spec: ResourceSpec; query: ListQuery; pathname: string }) {
  const shown = new Set(visibleColumns(spec, query.columns).map((column) => column.key));
  const [, ...choosable] = spec.columns;
  const keep = new URLSearchParams(listQueryToSearch(spec, { ...query, columns: null, page: 1 }).slice(1));
  return (
    <details className="relative">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
        <Columns3 aria-hidden="true" className="size-4" />
        Columns
      </summary>
      <Form method="get" action={pathname} className="absolute right-0 z-10 mt-1 w-60 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
        {[...keep].map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <fieldset>
          <legend className="text-sm font-semibold">Show columns</legend>
          {choosable.map((column) => (
            <label key={column.key} className="mt-1 flex items-center gap-2 text-sm">
              <input type="checkbox" name="cols" value={column.key} defaultChecked={shown.has(column.key)} className="size-4 accent-brand-700" />
              {column.label}
            </label>
          ))}
        </fieldset>
        <Button type="submit" size="sm" className="mt-3 w-full">
          Show
        </Button>
      </Form>
    </details>
  );
}
