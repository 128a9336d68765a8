import type { Kysely } from 'kysely'
import { emptyText, withId } from './column-types'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and typed loosely, as Kysely advises */

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('fname', 'text', (c) => c.notNull())
    .addColumn('lname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('auth_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('settings')
    .addColumn('lang', 'text', (c) => c.primaryKey())
    .addColumn('conf', 'text', (c) => c.notNull())
    .addColumn('setting', 'text', (c) => c.notNull())
    .execute()

  await withId(db, db.schema.createTable('pages'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('meta', 'text', (c) => c.notNull().defaultTo(emptyText))
    .addColumn('css', 'text', (c) => c.notNull().defaultTo(emptyText))
    .addColumn('javascript', 'text', (c) => c.notNull().defaultTo(emptyText))
    .addColumn('editor', 'text', (c) => c.notNull().defaultTo(emptyText))
    .addColumn('html', 'text', (c) => c.notNull().defaultTo(emptyText))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(emptyText))
    .addColumn('meta_key', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('canonical', 'text', (c) => c.notNull().defaultTo(emptyText))
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(emptyText))
    .addUniqueConstraint('pages_lang_slug', ['lang', 'slug'])
    .execute()

  await withId(db, db.schema.createTable('plugins'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute()

  await withId(db, db.schema.createTable('menus'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('menu', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .addUniqueConstraint('menus_lang_menu', ['lang', 'menu'])
    .execute()

  await withId(db, db.schema.createTable('blog_categories'))
    .addColumn('unique_id', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(emptyText))
    .addColumn('meta_key', 'text', (c) => c.notNull().defaultTo('[]'))
    .addUniqueConstraint('blog_categories_lang_unique', ['lang', 'unique_id'])
    .execute()

  await withId(db, db.schema.createTable('blog_posts'))
    .addColumn('unique_id', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('blog_categories.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('img', 'text', (c) => c.notNull())
    .addColumn('des', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('view', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(emptyText))
    .addColumn('meta_key', 'text', (c) => c.notNull().defaultTo('[]'))
    .addUniqueConstraint('blog_posts_lang_unique', ['lang', 'unique_id'])
    .execute()
  await db.schema
    .createIndex('blog_posts_category')
    .on('blog_posts')
    .columns(['category_id', 'created_at'])
    .execute()

  await withId(db, db.schema.createTable('brands'))
    .addColumn('unique_id', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .execute()

  await withId(db, db.schema.createTable('product_categories'))
    .addColumn('unique_id', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(emptyText))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(emptyText))
    .addColumn('meta_key', 'text', (c) => c.notNull().defaultTo('[]'))
    .addUniqueConstraint('product_categories_lang_unique', ['lang', 'unique_id'])
    .execute()

  await withId(db, db.schema.createTable('products'))
    .addColumn('unique_id', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('sk', 'text', (c) => c.notNull())
    .addColumn('img', 'text', (c) => c.notNull())
    .addColumn('production', 'text', (c) => c.notNull().defaultTo(emptyText))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('depo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('box', 'text', (c) => c.notNull())
    .addColumn('fav', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vote', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('external_link', 'text', (c) => c.notNull().defaultTo(emptyText))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('products_category')
    .on('products')
    .columns(['category', 'id'])
    .execute()

  await db.schema
    .createTable('product_texts')
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('des', 'text', (c) => c.notNull())
    .addColumn('vahed', 'text', (c) => c.notNull())
    .addColumn('noghat', 'text', (c) => c.notNull())
    .addColumn('art', 'text', (c) => c.notNull())
    .addColumn('attr', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(emptyText))
    .addColumn('meta_key', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('product_texts_pk', ['product_id', 'lang'])
    .execute()

  await withId(db, db.schema.createTable('product_variants'))
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('unique_id', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('depo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('product_variants_product')
    .on('product_variants')
    .column('product_id')
    .execute()

  await withId(db, db.schema.createTable('product_images'))
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('widths', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('product_images_product')
    .on('product_images')
    .columns(['product_id', 'position'])
    .execute()

  await withId(db, db.schema.createTable('reviews'))
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('vote', 'integer', (c) => c.notNull())
    .addColumn('zaf', 'text', (c) => c.notNull())
    .addColumn('ghovat', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('reviews_product')
    .on('reviews')
    .columns(['product_id', 'id'])
    .execute()

  await withId(db, db.schema.createTable('questions'))
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('questions_product')
    .on('questions')
    .columns(['product_id', 'id'])
    .execute()

  await withId(db, db.schema.createTable('answers'))
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('answers_question').on('answers').column('question_id').execute()

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'product_id'])
    .execute()

  await withId(db, db.schema.createTable('cart_items'))
    .addColumn('session', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('variant_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('cart_items_session').on('cart_items').column('session').execute()
  await db.schema.createIndex('cart_items_user').on('cart_items').column('user_id').execute()

  await db.schema
    .createTable('serials')
    .addColumn('serial', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('registered_at', 'text', (c) => c.notNull())
    .addColumn('seller', 'text', (c) => c.notNull())
    .addColumn('warranty_until', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('serials_pk', ['serial', 'product_type'])
    .execute()

  await withId(db, db.schema.createTable('session_history'))
    .addColumn('session', 'text', (c) => c.notNull())
    .addColumn('history', 'text', (c) => c.notNull())
    .addColumn('referer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  for (const table of ['projects', 'services']) {
    await withId(db, db.schema.createTable(table))
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('des', 'text', (c) => c.notNull())
      .addColumn('img', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
  }

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['key', 'scope'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'idempotency_keys',
    'services',
    'projects',
    'session_history',
    'serials',
    'cart_items',
    'favorites',
    'answers',
    'questions',
    'reviews',
    'product_images',
    'product_variants',
    'product_texts',
    'products',
    'product_categories',
    'brands',
    'blog_posts',
    'blog_categories',
    'menus',
    'plugins',
    'pages',
    'settings',
    'password_resets',
    'auth_tokens',
    'users',
  ]
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute()
}
