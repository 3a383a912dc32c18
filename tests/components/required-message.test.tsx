/**
 * A required field left empty is asked for in words that fit its control (issue 46.5): a choice
 * is selected, text is entered, a picture is uploaded, with the label in lower case mid-sentence
 * where the language writes it so ("Please select a folder", not antd's "Please enter Folder").
 */
import { act, screen, waitFor } from '@testing-library/react';
import { Form, Input, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../contract/languages';
import { useRequired } from '../../app/admin/required';
import ImageUpload from '../../app/components/admin/ImageUpload';
import { renderInAdmin } from './render';

/** The article screen's folder, title and cover, and a choice whose label starts with a vowel. */
function Fields({ onForm }: { onForm: (form: ReturnType<typeof Form.useForm>[0]) => void }) {
  const { t } = useTranslation();
  const required = useRequired();
  const [form] = Form.useForm();
  onForm(form);
  return (
    <Form form={form}>
      <Form.Item name="cataId" label={t('articles.folder')} rules={[required(t('articles.folder'), 'select')]}>
        <TreeSelect treeData={[{ value: 1, title: 'Updates' }]} />
      </Form.Item>
      <Form.Item name="title" label={t('articles.title')} rules={[required(t('articles.title'))]}>
        <Input />
      </Form.Item>
      <Form.Item name="cover" label={t('articles.cover')} rules={[required(t('articles.cover'), 'upload')]}>
        <ImageUpload aspect={16 / 9} />
      </Form.Item>
      <Form.Item name="office" label={t('people.office')} rules={[required(t('people.office'), 'select')]}>
        <Select options={[{ value: 1, label: 'London' }]} />
      </Form.Item>
    </Form>
  );
}

async function messagesIn(lang: Lang): Promise<string[]> {
  let form: ReturnType<typeof Form.useForm>[0] | undefined;
  renderInAdmin(<Fields onForm={(f) => (form = f)} />, lang);
  await act(async () => {
    await form!.validateFields().catch(() => undefined);
  });
  const said = form!.getFieldsError().flatMap((field) => field.errors);
  // And the form shows them at the fields.
  await waitFor(() => expect(screen.getByText(said[0]!)).toBeTruthy());
  return said;
}

describe('required fields\' messages', () => {
  it('in English: select a folder, enter the title, upload the cover, select an office', async () => {
    expect(await messagesIn('en_US')).toEqual(['Please select a folder', 'Please enter the title', 'Please upload the cover', 'Please select an office']);
  });

  it('in German: Ordner auswählen, Titel eingeben, Titelbild hochladen', async () => {
    expect(await messagesIn('de_DE')).toEqual(['Bitte Ordner auswählen', 'Bitte Titel eingeben', 'Bitte Titelbild hochladen', 'Bitte Standort auswählen']);
  });

  it('in Chinese: 请选择文件夹, 请输入标题, 请上传封面', async () => {
    expect(await messagesIn('zh_CN')).toEqual(['请选择文件夹', '请输入标题', '请上传封面', '请选择办公室']);
  });
});
