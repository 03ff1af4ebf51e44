import argon2 from 'argon2';
import type { SqlClient } from './sql-client';

/**
 * A second demo customer who has applied as an integrator and waits for the decision, so the admin's list of
 * integrator requests has something to decide on the first start. Not in a customer group (a member may not apply).
 * The password is fixed: this is demo data, never a real account.
 */
export const DEMO_APPLICANT = {
  email: 'integrator@tachosnab.local',
  password: 'demo-integrator',
  firstName: 'Алексей',
  lastName: 'Смирнов',
  phone: '+79161112233',
} as const;

/** The applicant's request, with real-format data (the ИНН passes its checksum). */
const DEMO_REQUEST = {
  companyTitle: 'ООО «ТахоМонтаж Поволжье»',
  inn: '7710140679',
  phone: '+78432001020',
  region: 'Республика Татарстан, Самарская область',
  website: 'https://tahomontazh.example.ru',
  comment:
    'Устанавливаем и калибруем тахографы с 2015 года, обслуживаем 40 автопарков, около 30 установок в месяц. Нужны цены для интеграторов.',
} as const;

const MS_PER_DAY = 24 * 3600 * 1000;

/**
 * Creates {@link DEMO_APPLICANT} with a pending integrator request made a day before `now`; does nothing (0) when the
 * email is taken. Returns how many requests were made.
 */
export async function seedDemoIntegratorRequest(db: SqlClient, now = Date.now()): Promise<number> {
  const passwordHash = await argon2.hash(DEMO_APPLICANT.password, { type: argon2.argon2id });
  const createdAt = new Date(now - MS_PER_DAY).toISOString();
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, phone, role, email_confirmed_at, created_at, updated_at)
     select $1, $2, $3, $4, $5, 'customer', $6, $6, $6
     where not exists (select 1 from users where lower(email) = lower($1))
     returning id`,
    [
      DEMO_APPLICANT.email,
      passwordHash,
      DEMO_APPLICANT.firstName,
      DEMO_APPLICANT.lastName,
      DEMO_APPLICANT.phone,
      createdAt,
    ],
  );
  const userId = rows[0]?.id;
  if (userId === undefined) return 0;
  await db.query(
    `insert into integrator_request (user_id, status, company_title, inn, phone, region, website, comment, created_at, updated_at)
     values ($1, 'pending', $2, $3, $4, $5, $6, $7, $8, $8)`,
    [
      userId,
      DEMO_REQUEST.companyTitle,
      DEMO_REQUEST.inn,
      DEMO_REQUEST.phone,
      DEMO_REQUEST.region,
      DEMO_REQUEST.website,
      DEMO_REQUEST.comment,
      createdAt,
    ],
  );
  return 1;
}
