/**
 * "Revisions" on an edit screen (issue 13.4, decision 0028): lists the item's revisions (number,
 * author, time, changed fields), compares any two side by side per language and field (rich text
 * as readable paragraphs, changed paragraphs marked), and restores one as drafts, then reloads the
 * screen so the form shows what was restored.
 */
import { HistoryOutlined } from "@ant-design/icons";
import {
  App as AntdApp,
  Button,
  Checkbox,
  Drawer,
  Empty,
  Popconfirm,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type {
  RevisionDetail,
  RevisionEntity,
  RevisionSummary,
} from "../../../contract/revision";
import { useAdminLanguage } from "../../admin/AdminProviders";
import { api } from "../../admin/api";
import { awaitedByAntd } from '../../admin/awaited-by-antd';
import { reloadAfterAgreedLoss } from '../../admin/useUnsavedChanges';

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

interface Row {
  lang: string;
  field: string;
  older: string[];
  newer: string[];
}

/** The fields that differ between two revisions, language by language. */
function differences(older: RevisionDetail, newer: RevisionDetail): Row[] {
  const langs = [
    ...new Set(
      [...older.versions, ...newer.versions].map((v) => String(v.lang)),
    ),
  ];
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
        older: paragraphsOf(a[field]),
        newer: paragraphsOf(b[field]),
      });
    }
  }
  return rows;
}

function Side({
  paragraphs,
  other,
}: {
  paragraphs: string[];
  other: string[];
}) {
  const { t } = useTranslation();
  if (paragraphs.length === 0)
    return (
      <Typography.Text type="secondary">{t("revisions.empty")}</Typography.Text>
    );
  const seen = new Set(other);
  return (
    <div className="revision-side">
      {paragraphs.map((p, index) => (
        <p key={index} style={{ margin: "0 0 6px" }}>
          {seen.has(p) ? p : <mark>{p}</mark>}
        </p>
      ))}
    </div>
  );
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

  const time = (iso: string) =>
    new Date(iso).toLocaleString(adminLang.replace("_", "-"), {
      dateStyle: "medium",
      timeStyle: "medium",
    });
  const fieldName = (field: string) =>
    i18n.exists(`revisions.fields.${field}`)
      ? t(`revisions.fields.${field}`)
      : field;

  async function show() {
    if (!no) return;
    setOpen(true);
    setLoading(true);
    setCompared(null);
    setChosen([]);
    try {
      setList(
        await api.get<RevisionSummary[]>("/admin/revisions", {
          query: { entity, no },
        }),
      );
    } finally {
      setLoading(false);
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

  async function compare() {
    const [a, b] = [...chosen].sort((x, y) => x - y);
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
        onClose={() => setOpen(false)}
        title={t("revisions.title")}
        width={980}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          {t("revisions.intro")}
        </Typography.Paragraph>
        <Table<RevisionSummary>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={list}
          pagination={false}
          locale={{ emptyText: <Empty description={t("revisions.none")} /> }}
          columns={[
            {
              key: "choose",
              title: t("revisions.compareColumn"),
              width: 90,
              render: (_, r) => (
                <Checkbox
                  checked={chosen.includes(r.id)}
                  onChange={(e) => toggle(r.id, e.target.checked)}
                  aria-label={t("revisions.choose", { number: r.number })}
                />
              ),
            },
            {
              key: "number",
              title: t("revisions.number"),
              width: 70,
              render: (_, r) => `#${r.number}`,
            },
            {
              key: "author",
              title: t("revisions.author"),
              dataIndex: "authorName",
            },
            {
              key: "time",
              title: t("revisions.time"),
              render: (_, r) => time(r.createTime),
            },
            {
              key: "changed",
              title: t("revisions.changed"),
              render: (_, r) =>
                r.changed.length ? (
                  r.changed.map((f) => <Tag key={f}>{fieldName(f)}</Tag>)
                ) : (
                  <Typography.Text type="secondary">
                    {t("revisions.first")}
                  </Typography.Text>
                ),
            },
            {
              key: "langs",
              title: t("revisions.langs"),
              render: (_, r) => r.langs.join(", "),
            },
            {
              key: "restore",
              title: t("revisions.actions"),
              render: (_, r) => (
                <Popconfirm
                  title={t("revisions.confirmTitle", { number: r.number })}
                  description={t("revisions.confirmText")}
                  okText={t("revisions.restore")}
                  cancelText={t("revisions.cancel")}
                  onConfirm={awaitedByAntd(() => restore(r))}
                >
                  <Button size="small">
                    {t("revisions.restoreNumber", { number: r.number })}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
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
                    <th scope="col" style={{ width: 180, textAlign: "start" }}>
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
                        {fieldName(row.field)} <Tag>{row.lang}</Tag>
                      </th>
                      <td style={{ padding: "6px 8px" }}>
                        <Side paragraphs={row.older} other={row.newer} />
                      </td>
                      <td style={{ padding: "6px 8px" }}>
                        <Side paragraphs={row.newer} other={row.older} />
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
