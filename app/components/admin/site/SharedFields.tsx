/** The part of the site settings every language shares: contact details, which figures are counted, office photos. */
import { ExclamationCircleFilled, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Radio, Row, Space } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName, type Lang } from '../../../../contract/languages';
import { bcp47Of } from '../../../../contract/locale-catalogue';
import { siteLanguages } from '../../../../contract/site-languages';
import { MAX_ENVIRONMENTS, sharedEnvironment, sharedPortalConfigBody } from '../../../../contract/portal-config';
import { useSchemaRules } from '../../../admin/use-schema-rules';
import ImageUpload from '../ImageUpload';
import { ListEntryButtons } from '../ListEntryButtons';
import { COUNTS, type FormValues, text } from './form-values';
import { styles, useEntryLabels } from './ui';
import { useRequired } from '../../../admin/required';

/** The contact details and office photos of every language, above the language tabs. */
export const SharedFields = memo(function SharedFields({ hasErrors }: { hasErrors: boolean }) {
  const { t } = useTranslation();
  const required = useRequired();
  const form = Form.useFormInstance<FormValues>();
  const entryLabels = useEntryLabels();
  const schemaRules = useSchemaRules();
  return (
    <Card
      size="small"
      className="admin-structure"
      title={
        <span>
          {t('site.shared')}
          {hasErrors ? <ExclamationCircleFilled aria-label={t('site.tabHasErrors')} style={styles.tabError} /> : null}
        </span>
      }
      style={{ marginBottom: 16 }}
    >
      <p style={styles.help}>{t('site.sharedHelp')}</p>
      <Row gutter={16} style={{ maxWidth: 760 }}>
        <Col xs={24} md={12}>
          <Form.Item name={['shared', 'email']} label={t('site.email')} rules={schemaRules(sharedPortalConfigBody.shape.email)}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['shared', 'tel']} label={t('site.tel')} rules={schemaRules(sharedPortalConfigBody.shape.tel)}>
            <Input type="tel" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <h2 style={styles.section}>{t('site.figures')}</h2>
      <p style={styles.help}>{t('site.countedHelp')}</p>
      <Row gutter={16} style={{ maxWidth: 760 }}>
        {COUNTS.map((item) => (
          <Col xs={24} md={8} key={item.key}>
            <Form.Item name={['shared', 'countedFigures', item.key]} label={t(item.label)}>
              <Radio.Group
                options={[
                  { value: true, label: t('site.counted') },
                  { value: false, label: t('site.typed') },
                ]}
                optionType="button"
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <h2 style={styles.section}>{t('site.environment')}</h2>
      <p style={styles.help}>{t('site.environmentHelp')}</p>
      <Form.List name={['shared', 'environmentList']}>
        {(items, { add, remove, move }) => (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            {items.length === 0 ? <p style={styles.help}>{t('site.noEnvironment')}</p> : null}
            <Row gutter={[16, 16]}>
              {items.map((item, index) => {
                const name = t('site.photoN', { n: index + 1 });
                const captionPath = (lang: Lang) => ['shared', 'environmentList', item.name, 'titles', lang];
                return (
                  <Col xs={24} md={12} xl={6} key={item.key}>
                    <Card
                      size="small"
                      title={name}
                      extra={<ListEntryButtons index={index} count={items.length} labels={entryLabels(name)} onMove={move} onRemove={() => remove(item.name)} />}
                    >
                      <Form.Item name={[item.name, 'coverUrl']} label={t('site.photo')} rules={[required(t('site.photo'), 'upload')]}>
                        <ImageUpload aspect={4 / 3} />
                      </Form.Item>
                      {siteLanguages().languages.map((lang, position) => (
                        <Form.Item
                          key={lang}
                          name={[item.name, 'titles', lang]}
                          label={t('site.captionIn', { language: languageName(lang) })}
                          // The caption is the photo's text alternative: one language at least.
                          // The first field says so; the others only revalidate it.
                          dependencies={position === 0 ? siteLanguages().languages.slice(1).map(captionPath) : []}
                          rules={[
                            ...schemaRules(sharedEnvironment.shape.titles.valueType),
                            ...(position === 0
                              ? [
                                  {
                                    validator: () => {
                                      const titles = form.getFieldValue(['shared', 'environmentList', item.name, 'titles']) as Record<string, unknown> | undefined;
                                      return Object.values(titles ?? {}).some((title) => text(title)) ? Promise.resolve() : Promise.reject(new Error(t('site.captionRequired')));
                                    },
                                  },
                                ]
                              : []),
                          ]}
                          style={position === siteLanguages().languages.length - 1 ? { marginBottom: 0 } : undefined}
                        >
                          <Input lang={bcp47Of(lang)} />
                        </Form.Item>
                      ))}
                    </Card>
                  </Col>
                );
              })}
            </Row>
            <Button icon={<PlusOutlined />} onClick={() => add({ coverUrl: null, titles: {} })} disabled={items.length >= MAX_ENVIRONMENTS}>
              {t('site.addPhoto')}
            </Button>
          </Space>
        )}
      </Form.List>
    </Card>
  );
});
