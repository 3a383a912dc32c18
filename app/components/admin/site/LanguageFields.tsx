/** The fields of one language of the site settings: the firm, its advantages and its documents, each a tab. */
import { ExclamationCircleFilled, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Space, Switch, Tabs } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName, type Lang } from '../../../../contract/languages';
import { bcp47Of } from '../../../../contract/locale-catalogue';
import { advantageBody, DOCUMENT_NAMES, MAX_ADVANTAGES, MAX_COUNT, portalConfigBody } from '../../../../contract/portal-config';
import { useSchemaRules } from '../../../admin/use-schema-rules';
import ImageUpload from '../ImageUpload';
import { ListEntryButtons } from '../ListEntryButtons';
import { RichTextEditor } from '../RichTextEditor';
import { COUNTS, type Section } from './form-values';
import { styles, useEntryLabels } from './ui';
import { useRequired } from '../../../admin/required';

interface LanguageFieldsProps {
  lang: Lang;
  /** The language has a record or has been edited: its name is required. */
  included: boolean;
  /** The language has no record yet. */
  missing: boolean;
  section: Section;
  onSection: (section: Section) => void;
  /** The sections of this language with errors, comma-separated (a string, so that memo can compare it). */
  errorSections: string;
}

/** The fields of one language; memoised, as each holds several rich-text editors. */
export const LanguageFields = memo(function LanguageFields({ lang, included, missing, section, onSection, errorSections }: LanguageFieldsProps) {
  const { t } = useTranslation();
  const required = useRequired();
  const base = ['versions', lang] as const;
  const bcp = bcp47Of(lang);
  const entryLabels = useEntryLabels();
  const schemaRules = useSchemaRules();
  const sectionLabel = (key: Section, label: string) => (
    <span>
      {label}
      {errorSections.split(',').includes(key) ? <ExclamationCircleFilled aria-label={t('site.tabHasErrors')} style={styles.tabError} /> : null}
    </span>
  );
  return (
    <>
      {!missing ? null : <Alert type="info" showIcon title={t('site.noRecord', { language: languageName(lang) })} style={{ marginBottom: 16 }} />}
      <Tabs
        size="small"
        activeKey={section}
        onChange={(key) => onSection(key as Section)}
        items={[
          {
            key: 'details',
            label: sectionLabel('details', t('site.firm')),
            forceRender: true,
            children: (
              <>
                <Row gutter={24}>
                  <Col xs={24} lg={14}>
                    <Form.Item name={[...base, 'name']} label={t('site.name')} rules={[required(t('site.name'), 'input', included), ...schemaRules(portalConfigBody.shape.name)]}>
                      <Input lang={bcp} />
                    </Form.Item>
                    <Form.Item name={[...base, 'address']} label={t('site.address')} extra={t('site.addressHelp')} rules={schemaRules(portalConfigBody.shape.address)}>
                      <Input.TextArea lang={bcp} autoSize={{ minRows: 2, maxRows: 4 }} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} lg={10}>
                    <Form.Item name={[...base, 'iconUrl']} label={t('site.logo')} extra={t('site.logoHelp')}>
                      <ImageUpload aspect={2} accept="image/*" />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item name={[...base, 'introduce']} label={t('site.introduce')}>
                  <RichTextEditor lang={bcp} aria-label={`${t('site.introduce')} (${languageName(lang)})`} />
                </Form.Item>

                <h2 style={styles.section}>{t('site.figures')}</h2>
                <p style={styles.help}>{t('site.figuresHelp')}</p>
                <Row gutter={16}>
                  {COUNTS.map((item) => (
                    <Col xs={24} md={8} key={item.key}>
                      <Card size="small">
                        <Form.Item noStyle dependencies={[['shared', 'countedFigures', item.key]]}>
                          {({ getFieldValue }) => {
                            const counted = getFieldValue(['shared', 'countedFigures', item.key]) !== false;
                            return (
                              <Form.Item
                                name={[...base, item.key]}
                                label={t(item.label)}
                                extra={counted ? t('site.countedNote') : undefined}
                                rules={schemaRules(portalConfigBody.shape[item.key])}
                              >
                                <InputNumber min={0} max={MAX_COUNT} precision={0} disabled={counted} style={{ width: '100%' }} />
                              </Form.Item>
                            );
                          }}
                        </Form.Item>
                        <Form.Item
                          name={[...base, item.visible]}
                          label={t('site.showOnSite')}
                          valuePropName="checked"
                          layout="horizontal"
                          style={{ marginBottom: 0 }}
                        >
                          <Switch />
                        </Form.Item>
                      </Card>
                    </Col>
                  ))}
                </Row>
              </>
            ),
          },
          {
            key: 'advantages',
            label: sectionLabel('advantages', t('site.advantages')),
            forceRender: true,
            children: (
              <>
                <Form.List name={[...base, 'advantagesList']}>
                  {(items, { add, remove, move }) => (
                    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
                      {items.length === 0 ? <p style={styles.help}>{t('site.noAdvantages')}</p> : null}
                      {items.map((item, index) => {
                        const name = t('site.advantageN', { n: index + 1 });
                        return (
                          <Card
                            key={item.key}
                            size="small"
                            title={name}
                            extra={<ListEntryButtons index={index} count={items.length} labels={entryLabels(name)} onMove={move} onRemove={() => remove(item.name)} />}
                          >
                            <Form.Item name={[item.name, 'title']} label={t('site.itemTitle')} rules={[required(t('site.itemTitle')), ...schemaRules(advantageBody.shape.title)]}>
                              <Input lang={bcp} />
                            </Form.Item>
                            <Form.Item name={[item.name, 'content']} label={t('site.itemContent')}>
                              <RichTextEditor lang={bcp} aria-label={`${name}: ${t('site.itemContent')}`} />
                            </Form.Item>
                          </Card>
                        );
                      })}
                      <Button icon={<PlusOutlined />} onClick={() => add({ title: '', content: '' })} disabled={items.length >= MAX_ADVANTAGES}>
                        {t('site.addAdvantage')}
                      </Button>
                    </Space>
                  )}
                </Form.List>
              </>
            ),
          },
          {
            key: 'documents',
            label: sectionLabel('documents', t('site.documents')),
            // Long texts without rules: their editors start when the tab is first opened; the
            // form keeps their values meanwhile.
            forceRender: false,
            children: (
              <>
                <p style={styles.help}>{t('site.documentsHelp')}</p>
                {DOCUMENT_NAMES.map((doc) => (
                  <Form.Item
                    key={doc}
                    name={[...base, 'documents', doc]}
                    label={t(`site.doc.${doc}`)}
                    extra={doc === 'disclaimer' ? <span style={styles.warning}>{t('site.disclaimerNote')}</span> : null}
                  >
                    <RichTextEditor lang={bcp} aria-label={`${t(`site.doc.${doc}`)} (${languageName(lang)})`} />
                  </Form.Item>
                ))}
              </>
            ),
          },
        ]}
      />
    </>
  );
});
