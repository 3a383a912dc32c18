/**
 * The whole content model of PRODUCT section 2, staff accounts, sessions, login attempts, files,
 * icons and site state. Frozen once landed: later changes go in new migration files.
 * Imports nothing from the application so that it means the same thing forever.
 */
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Migrations are typed against no schema on purpose: they describe how the schema came to be.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;
type Table = CreateTableBuilder<string, string>;

function withId(db: Db, table: Table): Table {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity());
  }
  return table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/** A language-neutral item table keyed by `no`, with its creation and update times. */
function itemTable(db: Db, name: string, extra: (t: Table) => Table): Promise<void> {
  let t = db.schema.createTable(name).addColumn('no', 'varchar(32)', (c) => c.primaryKey());
  t = extra(t);
  return t
    .addColumn('create_time', 'varchar(32)', notNull)
    .addColumn('update_time', 'varchar(32)', notNull)
    .execute();
}

/** A version table: one row per language of an item, removed with its item. */
async function versionTable(db: Db, name: string, item: string, extra: (t: Table) => Table): Promise<void> {
  let t = withId(db, db.schema.createTable(name))
    .addColumn('no', 'varchar(32)', (c) => c.notNull().references(`${item}.no`).onDelete('cascade'))
    .addColumn('lang', 'varchar(16)', notNull);
  t = extra(t);
  await t.addUniqueConstraint(`${name}_no_lang_unique`, ['no', 'lang']).execute();
  await db.schema.createIndex(`${name}_lang_idx`).on(name).columns(['lang', 'no']).execute();
}

export async function up(db: Db): Promise<void> {
  // Catalog folders (type 0 news, 1 cases), a tree ordered by sort among siblings.
  await itemTable(db, 'catalog', (t) =>
    t
      .addColumn('type', 'integer', notNull)
      .addColumn('parent_no', 'varchar(32)', (c) => c.references('catalog.no').onDelete('restrict'))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await db.schema.createIndex('catalog_type_parent_sort_idx').on('catalog').columns(['type', 'parent_no', 'sort']).execute();
  await db.schema.createIndex('catalog_parent_idx').on('catalog').column('parent_no').execute();
  await versionTable(db, 'catalog_version', 'catalog', (t) => t.addColumn('name', 'varchar(200)', notNull));

  // News, case analyses and honours.
  await itemTable(db, 'article', (t) =>
    t
      .addColumn('kind', 'varchar(16)', notNull)
      .addColumn('cata_no', 'varchar(32)', (c) => c.references('catalog.no').onDelete('restrict'))
      .addColumn('top', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await db.schema
    .createIndex('article_kind_top_time_idx')
    .on('article')
    .columns(['kind', 'top desc', 'create_time desc'])
    .execute();
  await db.schema.createIndex('article_cata_idx').on('article').columns(['cata_no', 'kind']).execute();
  await versionTable(db, 'article_version', 'article', (t) =>
    t
      .addColumn('title', 'varchar(200)', notNull)
      .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('content_url', 'varchar(2048)')
      .addColumn('cover_url', 'varchar(2048)', notNull)
      .addColumn('is_link', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('note', 'varchar(1000)')
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('operator_name', 'varchar(200)')
      .addColumn('create_time', 'varchar(32)', notNull)
      .addColumn('update_time', 'varchar(32)', notNull),
  );

  await itemTable(db, 'banner', (t) =>
    t.addColumn('top', 'integer', (c) => c.notNull().defaultTo(0)).addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await db.schema.createIndex('banner_top_sort_idx').on('banner').columns(['top desc', 'sort']).execute();
  await versionTable(db, 'banner_version', 'banner', (t) =>
    t
      .addColumn('img_path', 'varchar(2048)', notNull)
      .addColumn('title', 'varchar(200)')
      .addColumn('sub_title', 'varchar(1000)')
      .addColumn('link_url', 'varchar(2048)'),
  );

  await itemTable(db, 'professional_field', (t) => t.addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)));
  await db.schema.createIndex('professional_field_sort_idx').on('professional_field').column('sort').execute();
  await versionTable(db, 'professional_field_version', 'professional_field', (t) =>
    t
      .addColumn('name', 'varchar(200)', notNull)
      .addColumn('introduce', 'text')
      .addColumn('icon_url', 'varchar(2048)')
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('update_time', 'varchar(32)', notNull),
  );

  await itemTable(db, 'job', (t) => t.addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)));
  await db.schema.createIndex('job_sort_idx').on('job').column('sort').execute();
  await versionTable(db, 'job_version', 'job', (t) => t.addColumn('name', 'varchar(200)', notNull));

  await itemTable(db, 'office', (t) =>
    t.addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)).addColumn('tel', 'varchar(64)'),
  );
  await db.schema.createIndex('office_sort_idx').on('office').column('sort').execute();
  await versionTable(db, 'office_version', 'office', (t) =>
    t.addColumn('name', 'varchar(200)', notNull).addColumn('address', 'varchar(1000)'),
  );

  // Lawyer team members and their relations, kept on the item.
  await itemTable(db, 'lawyer', (t) =>
    t
      .addColumn('top', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('office_no', 'varchar(32)', (c) => c.references('office.no').onDelete('set null')),
  );
  await db.schema.createIndex('lawyer_top_sort_idx').on('lawyer').columns(['top desc', 'sort']).execute();
  await db.schema.createIndex('lawyer_office_idx').on('lawyer').column('office_no').execute();
  await versionTable(db, 'lawyer_version', 'lawyer', (t) =>
    t
      .addColumn('name', 'varchar(200)', notNull)
      .addColumn('name_folded', 'varchar(200)', notNull)
      .addColumn('photo_url', 'varchar(2048)')
      .addColumn('phone_number', 'varchar(64)')
      .addColumn('email', 'varchar(320)')
      .addColumn('intro', 'text')
      .addColumn('custom_content', 'text')
      .addColumn('custom_contents', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'varchar(32)', notNull)
      .addColumn('update_time', 'varchar(32)', notNull),
  );
  await db.schema.createIndex('lawyer_version_name_idx').on('lawyer_version').columns(['lang', 'name']).execute();
  await db.schema
    .createTable('lawyer_job')
    .addColumn('lawyer_no', 'varchar(32)', (c) => c.notNull().references('lawyer.no').onDelete('cascade'))
    .addColumn('job_no', 'varchar(32)', (c) => c.notNull().references('job.no').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('lawyer_job_pk', ['lawyer_no', 'job_no'])
    .execute();
  await db.schema.createIndex('lawyer_job_job_idx').on('lawyer_job').columns(['job_no', 'lawyer_no']).execute();
  await db.schema
    .createTable('lawyer_practice_area')
    .addColumn('lawyer_no', 'varchar(32)', (c) => c.notNull().references('lawyer.no').onDelete('cascade'))
    .addColumn('field_no', 'varchar(32)', (c) => c.notNull().references('professional_field.no').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('lawyer_practice_area_pk', ['lawyer_no', 'field_no'])
    .execute();
  await db.schema
    .createIndex('lawyer_practice_area_field_idx')
    .on('lawyer_practice_area')
    .columns(['field_no', 'lawyer_no'])
    .execute();

  await db.schema
    .createTable('portal_config')
    .addColumn('lang', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', notNull)
    .addColumn('icon_url', 'varchar(2048)')
    .addColumn('address', 'varchar(1000)')
    .addColumn('email', 'varchar(320)')
    .addColumn('tel', 'varchar(64)')
    .addColumn('introduce', 'text')
    .addColumn('lawyer_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_lawyer_count_visible', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_people', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_total_people_visible', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('branch_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_branch_count_visible', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('advantages', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('environments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('privacy', 'text')
    .addColumn('terms', 'text')
    .addColumn('disclaimer', 'text')
    .addColumn('disclaimer_version', 'varchar(64)')
    .addColumn('update_time', 'varchar(32)', notNull)
    .execute();

  await db.schema
    .createTable('site_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('require_two_factor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('update_time', 'varchar(32)', notNull)
    .execute();
  await db
    .insertInto('site_state')
    .values({ id: 1, status: 0, content_version: 0, require_two_factor: 0, update_time: new Date().toISOString() })
    .execute();

  await withId(db, db.schema.createTable('staff_user'))
    .addColumn('login_account', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_name', 'varchar(200)', notNull)
    .addColumn('head_img', 'varchar(2048)')
    .addColumn('role_id', 'integer', notNull)
    .addColumn('password_hash', 'varchar(255)', notNull)
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('totp_secret', 'varchar(255)')
    .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_time', 'varchar(32)')
    .addColumn('create_time', 'varchar(32)', notNull)
    .addColumn('update_time', 'varchar(32)', notNull)
    .execute();
  await withId(db, db.schema.createTable('recovery_code'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(255)', notNull)
    .addColumn('used_time', 'varchar(32)')
    .execute();
  await db.schema.createIndex('recovery_code_user_idx').on('recovery_code').column('user_id').execute();
  await withId(db, db.schema.createTable('staff_session'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
    .addColumn('create_time', 'varchar(32)', notNull)
    .addColumn('last_used_time', 'varchar(32)', notNull)
    .addColumn('expires_time', 'varchar(32)', notNull)
    .addColumn('revoked_time', 'varchar(32)')
    .execute();
  await db.schema.createIndex('staff_session_user_idx').on('staff_session').column('user_id').execute();
  await db.schema
    .createTable('login_attempt')
    .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', notNull)
    .addColumn('first_failure_time', 'varchar(32)', notNull)
    .addColumn('locked_until', 'varchar(32)')
    .execute();

  await withId(db, db.schema.createTable('file'))
    .addColumn('path', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('mime', 'varchar(100)', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('original_name', 'varchar(255)')
    .addColumn('uploaded_by', 'integer', (c) => c.references('staff_user.id').onDelete('set null'))
    .addColumn('create_time', 'varchar(32)', notNull)
    .execute();

  await withId(db, db.schema.createTable('icon'))
    .addColumn('name', 'varchar(200)', notNull)
    .addColumn('url', 'varchar(2048)', notNull)
    .addColumn('create_time', 'varchar(32)', notNull)
    .execute();
  await db.schema.createIndex('icon_time_idx').on('icon').column('create_time').execute();

}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'icon', 'file', 'login_attempt', 'staff_session', 'recovery_code', 'staff_user', 'site_state',
    'portal_config', 'lawyer_practice_area', 'lawyer_job', 'lawyer_version', 'lawyer',
    'office_version', 'office', 'job_version', 'job', 'professional_field_version',
    'professional_field', 'banner_version', 'banner', 'article_version', 'article',
    'catalog_version', 'catalog',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
