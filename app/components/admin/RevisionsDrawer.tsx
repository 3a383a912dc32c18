/**
 * "Revisions" on an edit screen (issue 13.4, decision 0028): lists the item's revisions (number,
 * author, time, changed fields), compares any two side by side per language and field (rich text
 * as readable paragraphs, the changed words marked: issue 46), and restores one as drafts, then
 * reloads the screen so the form shows what was restored. Opened with `revision=<id>` in the
 * address (the audit log links a write so), it opens by itself at that revision, compared with
 * the one before it: what that save changed.
 */
import { HistoryOutlined } from "@ant-design/icons";
import {
  Alert,
  App as AntdApp,
  Button,
  Checkbox,
  Drawer,
  Empty,
  Popconfirm,
  Space,
  Table,
  Tag,
  type TableColumnsType,
  Tooltip,
  Typography,
} from "antd";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type {
  RevisionDetail,
  RevisionEntity,
  RevisionSummary,
} from "../../../contract/revision";
import { shortLanguageTag, shortLanguageTags, siteLanguageName, siteLanguagePlace } from "../../../contract/site-languages";
import { useAdminLanguage } from "../../admin/AdminProviders";
import { api } from "../../admin/api";
import { awaitedByAntd } from '../../admin/awaited-by-antd';
import { usePhone } from '../../admin/usePhone';
import { reloadAfterAgreedLoss } from '../../admin/useUnsavedChanges';
import { markChangedWords, type MarkedParagraphs } from '../../admin/word-marks';
import { ChangedText } from './ChangedText';
import { RevisionRestoreQuestion } from './RevisionRestoreQuestion';
import '../../styles/admin-changes.css';

interface RevisionsDrawerProps {
  entity: RevisionEntity;
  /** The saved item; none yet for a new one. */
  no: string | undefined;
}

/** Fields not compared: they change with every save or are read from others. */
const NOT_COMPARED = new Set([
  "id",
  "no",
  "lang",
  "langs",
  "views",
  "createTime",
  "updateTime",
  "operatorName",
  "cataName",
  "jobs",
  "proFields",
  "office",
  "hasPendingChanges",
  "sort",
]);

/** A value as readable paragraphs: rich text without its tags, one entry per block; lists one entry per element. */
export function paragraphsOf(value: unknown): string[] {
  if (value === null || value === undefined || value === "") return [];
  if (Array.isArray(value)) return value.flatMap(paragraphsOf);
  if (typeof value === "object")
    return Object.values(value as Record<string, unknown>).flatMap(
      paragraphsOf,
    );
  // What is left is a JSON scalar: a string, or a number or boolean written as JSON writes it.
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (!/<[a-z][^>]*>/i.test(text)) return [text];
  const marked = text.replace(
    /<\/(p|div|h[1-6]|li|blockquote|tr|pre|figure|figcaption)>|<br\s*\/?>/gi,
    "$&\n",
  );
  const plain =
    new DOMParser().parseFromString(marked, "text/html").body.textContent ?? "";
  return plain
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

export interface Row {
  lang: string;
  field: string;
  older: MarkedParagraphs;
  newer: MarkedParagraphs;
}

/**
 * The fields that differ between two revisions, language by language: in the order of the site's
 * languages (as the edit screen's tabs), then any no longer on the site.
 */
export function differences(older: RevisionDetail, newer: RevisionDetail): Row[] {
  const langs = [
    ...new Set(
      [...older.versions, ...newer.versions].map((v) => String(v.lang)),
    ),
  ].sort((x, y) => siteLanguagePlace(x) - siteLanguagePlace(y));
  const rows: Row[] = [];
  for (const lang of langs) {
    const a = older.versions.find((v) => v.lang === lang) ?? {};
    const b = newer.versions.find((v) => v.lang === lang) ?? {};
    for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (
        NOT_COMPARED.has(field) ||
        JSON.stringify(a[field] ?? null) === JSON.stringify(b[field] ?? null)
      )
        continue;
      rows.push({
        lang,
        field,
        ...markChangedWords(paragraphsOf(a[field]), paragraphsOf(b[field])),
      });
    }
  }
  return rows;
}

export function RevisionsDrawer({ entity, no }: RevisionsDrawerProps) {
  const { t, i18n } = useTranslation();
  const { message } = AntdApp.useApp();
  const { lang: adminLang } = useAdminLanguage();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<RevisionSummary[]>([]);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [compared, setCompared] = useState<
    [RevisionDetail, RevisionDetail] | null
  >(null);
  /** The revision the address asked for, marked in the list. */
  const [shown, setShown] = useState<number | null>(null);
  const [params, setParams] = useSearchParams();
  const wide = !usePhone();

  const time = (iso: string) =>
    new Date(iso).toLocaleString(adminLang.replace("_", "-"), {
      dateStyle: "medium",
      timeStyle: "medium",
    });
  const fieldName = (field: string) =>
    i18n.exists(`revisions.fields.${field}`)
      ? t(`revisions.fields.${field}`)
      : field;

  /** Opens the list; `at` (a revision's id) opens it compared with the revision before it. */
  async function show(at?: number) {
    if (!no) return;
    setOpen(true);
    setLoading(true);
    setCompared(null);
    setChosen([]);
    setShown(at ?? null);
    try {
      const revisions = await api.get<RevisionSummary[]>("/admin/revisions", {
        query: { entity, no },
      });
      setList(revisions);
      if (at === undefined) return;
      // Newest first: the revision before is the next one in the list.
      const index = revisions.findIndex((r) => r.id === at);
      const before = revisions[index + 1];
      if (index >= 0 && before) await compare([before.id, at]);
      else if (index >= 0) setChosen([at]);
    } finally {
      setLoading(false);
    }
  }

  // The address asks for a revision (a link from the audit log): open at it once the item is known.
  const asked = Number(params.get("revision")) || undefined;
  const opened = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!asked || !no || opened.current === asked) return;
    opened.current = asked;
    void show(asked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per revision asked for, not again with each render's new `show`
  }, [asked, no]);

  function close() {
    setOpen(false);
    // Closed, the drawer does not open again on a reload; the rest of the address stays.
    if (params.has("revision")) {
      const next = new URLSearchParams(params);
      next.delete("revision");
      setParams(next, { replace: true });
    }
  }

  function toggle(id: number, on: boolean) {
    setCompared(null);
    setChosen((current) =>
      on
        ? [...current.filter((c) => c !== id), id].slice(-2)
        : current.filter((c) => c !== id),
    );
  }

  async function compare(pair: number[] = chosen) {
    setChosen(pair);
    const [a, b] = [...pair].sort((x, y) => x - y);
    const [older, newer] = await Promise.all([
      api.get<RevisionDetail>(`/admin/revisions/${a}`),
      api.get<RevisionDetail>(`/admin/revisions/${b}`),
    ]);
    setCompared([older, newer]);
  }

  async function restore(revision: RevisionSummary) {
    await api.post<RevisionSummary[]>(
      `/admin/revisions/${revision.id}/restore`,
    );
    message.success(t("revisions.restored", { number: revision.number }));
    // The screen reads the item anew: the form shows the restored text. The restore's question
    // said unsaved changes are lost, so the browser does not ask again.
    reloadAfterAgreedLoss();
  }

  const rows = compared ? differences(compared[0], compared[1]) : [];


  const chooseBox = (r: RevisionSummary) => (
    <Checkbox
      checked={chosen.includes(r.id)}
      onChange={(e) => toggle(r.id, e.target.checked)}
      aria-label={t("revisions.choose", { number: r.number })}
    />
  );
  const numberOf = (r: RevisionSummary) => (
    <span>
      #{r.number}
      {r.id === shown && <Tag className="revisions__shown-tag">{t("revisions.linked")}</Tag>}
    </span>
  );
  const changedOf = (r: RevisionSummary) =>
    r.changed.length ? (
      r.changed.map((f) => <Tag key={f}>{fieldName(f)}</Tag>)
    ) : (
      <Typography.Text type="secondary">{t("revisions.first")}</Typography.Text>
    );
  const restoreButton = (r: RevisionSummary) => (
    <Popconfirm
      title={t("revisions.confirmTitle", { number: r.number })}
      description={<RevisionRestoreQuestion id={r.id} fieldName={fieldName} />}
      okText={t("revisions.restore")}
      cancelText={t("revisions.cancel")}
      classNames={{ root: "admin-question", icon: "admin-question__icon" }}
      onConfirm={awaitedByAntd(() => restore(r))}
    >
      <Button size="small">{t("revisions.restoreNumber", { number: r.number })}</Button>
    </Popconfirm>
  );
  const wideColumns: TableColumnsType<RevisionSummary> = [
    { key: "choose", title: t("revisions.compareColumn"), width: 90, render: (_, r) => chooseBox(r) },
    { key: "number", title: t("revisions.number"), width: 70, render: (_, r) => numberOf(r) },
    { key: "author", title: t("revisions.author"), dataIndex: "authorName" },
    { key: "time", title: t("revisions.time"), render: (_, r) => time(r.createTime) },
    { key: "changed", title: t("revisions.changed"), render: (_, r) => changedOf(r) },
    { key: "langs", title: t("revisions.langs"), render: (_, r) => shortLanguageTags(r.langs) },
    { key: "restore", title: t("revisions.actions"), render: (_, r) => restoreButton(r) },
  ];
  // A phone: the revision with its box to compare, who saved it, when, what and in which
  // languages under it, and its restore button beside; never scrolled sideways.
  const phoneColumns: TableColumnsType<RevisionSummary> = [
    {
      key: "revision",
      title: t("revisions.number"),
      render: (_, r) => (
        <>
          <Space size={8}>
            {chooseBox(r)}
            {numberOf(r)}
          </Space>
          <span className="admin-list__facts">
            <span>{r.authorName}</span>
            <span>{time(r.createTime)}</span>
            {r.langs.length ? <span>{shortLanguageTags(r.langs)}</span> : null}
          </span>
          <div className="revisions__changed">{changedOf(r)}</div>
        </>
      ),
    },
    { key: "restore", title: <span className="visually-hidden">{t("revisions.actions")}</span>, render: (_, r) => restoreButton(r) },
  ];
  return (
    <>
      <Tooltip title={no ? t("revisions.help") : t("revisions.saveFirst")}>
        <Button
          icon={<HistoryOutlined />}
          disabled={!no}
          onClick={() => void show()}
        >
          {t("revisions.button")}
        </Button>
      </Tooltip>
      <Drawer
        open={open}
        onClose={close}
        title={t("revisions.title")}
        // A phone's whole width; wider screens keep room for the page beside it.
        size={wide ? 980 : "100%"}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          {t("revisions.intro")}
        </Typography.Paragraph>
        {shown !== null && !loading && !list.some((r) => r.id === shown) && (
          <Alert type="info" showIcon title={t("revisions.notKept")} style={{ marginBottom: 12 }} />
        )}
        <Table<RevisionSummary>
          rowKey="id"
          size="small"
          rowClassName={(r) => (r.id === shown ? "revisions__shown" : "")}
          loading={loading}
          dataSource={list}
          pagination={false}
          locale={{ emptyText: <Empty description={t("revisions.none")} /> }}
          columns={wide ? wideColumns : phoneColumns}
        />
        <Space style={{ margin: "16px 0" }}>
          <Button
            type="primary"
            disabled={chosen.length !== 2}
            onClick={() => void compare()}
          >
            {t("revisions.compare")}
          </Button>
          {chosen.length !== 2 && (
            <Typography.Text type="secondary">
              {t("revisions.chooseTwo")}
            </Typography.Text>
          )}
        </Space>
        {compared && (
          <section
            aria-label={t("revisions.comparison")}
            className="revision-compare"
          >
            {rows.length === 0 ? (
              <Typography.Paragraph>{t("revisions.same")}</Typography.Paragraph>
            ) : (
              <table
                style={{
                  width: "100%",
                  borderCollapse: "collapse",
                  tableLayout: "fixed",
                }}
              >
                <thead>
                  <tr>
                    <th scope="col" style={{ width: wide ? 180 : 88, textAlign: "start" }}>
                      {t("revisions.field")}
                    </th>
                    <th scope="col" style={{ textAlign: "start" }}>
                      {t("revisions.side", { number: compared[0].number })}
                    </th>
                    <th scope="col" style={{ textAlign: "start" }}>
                      {t("revisions.side", { number: compared[1].number })}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr
                      key={`${row.lang}.${row.field}`}
                      style={{
                        borderTop: "1px solid #e5e5e5",
                        verticalAlign: "top",
                      }}
                    >
                      <th
                        scope="row"
                        style={{
                          textAlign: "start",
                          fontWeight: 500,
                          padding: "6px 8px 6px 0",
                        }}
                      >
                        {fieldName(row.field)} <Tag title={siteLanguageName(row.lang, adminLang)}>{shortLanguageTag(row.lang)}</Tag>
                      </th>
                      <td style={{ padding: "6px 8px" }}>
                        <ChangedText paragraphs={row.older} side="older" />
                      </td>
                      <td style={{ padding: "6px 8px" }}>
                        <ChangedText paragraphs={row.newer} side="newer" />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        )}
      </Drawer>
    </>
  );
}
