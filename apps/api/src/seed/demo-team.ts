/** The fixed cast of the demo organization; emails of the sign-ins are part of the product docs. */

export const demoPassword = 'demo1234';

export const demoOrganization = {
  name: 'Apex Growth Partners',
  timezone: 'America/New_York',
  seats: 30,
} as const;

export type DemoRoleKey = 'closer' | 'seniorCloser' | 'setter' | 'manager' | 'admin';

/** Sales roles as `GET /roles` lists them; commission in percent of cash collected. */
export const demoRoles: readonly {
  key: DemoRoleKey;
  title: string;
  commission: number;
}[] = [
  { key: 'closer', title: 'Closer', commission: 10 },
  { key: 'seniorCloser', title: 'Senior Closer', commission: 12 },
  { key: 'setter', title: 'Setter', commission: 5 },
  { key: 'manager', title: 'Manager', commission: 2 },
  { key: 'admin', title: 'Admin', commission: 0 },
];

export type DemoProductKey = 'scale' | 'innerCircle' | 'foundations';

export const demoProducts: readonly {
  key: DemoProductKey;
  name: string;
  priceCents: number;
  weight: number;
}[] = [
  { key: 'scale', name: 'Scale Accelerator', priceCents: 800_000, weight: 55 },
  {
    key: 'innerCircle',
    name: 'Inner Circle Mastermind',
    priceCents: 1_500_000,
    weight: 20,
  },
  {
    key: 'foundations',
    name: 'Sales Foundations',
    priceCents: 300_000,
    weight: 30,
  },
];

export type DemoPerson = {
  key: string;
  firstName: string;
  lastName: string;
  /** Defaults to firstname.lastname@demo.test. */
  email?: string;
  access: 2 | 3 | 4;
  kind: 'admin' | 'manager' | 'closer' | 'setter';
  role: DemoRoleKey;
  manager?: 'marcus' | 'priya';
  /** Only the trial account lacks the flag, so the leaderboard guard can be seen working. */
  netrevenueClient?: false;
  /** Months before the end of the demo period the person joined (default: from the start). */
  joinedMonthsAgo?: number;
  /** Months before the end of the demo period the person left; they are deactivated. */
  leftMonthsAgo?: number;
  /** Product-specific sales role and title (product team override). */
  overrides?: Partial<Record<DemoProductKey, { role: DemoRoleKey; title: string }>>;
  products: readonly DemoProductKey[];
  /** Personal skill: share of taken calls closed (closers) and typical show rate. */
  closeRate?: number;
  showRate?: number;
};

const all: readonly DemoProductKey[] = ['scale', 'innerCircle', 'foundations'];

export const demoPeople: readonly DemoPerson[] = [
  {
    key: 'admin',
    firstName: 'Olivia',
    lastName: 'Bennett',
    email: 'admin@demo.test',
    access: 2,
    kind: 'admin',
    role: 'admin',
    products: [],
  },
  {
    key: 'marcus',
    firstName: 'Marcus',
    lastName: 'Reed',
    email: 'manager@demo.test',
    access: 3,
    kind: 'manager',
    role: 'manager',
    products: all,
  },
  {
    key: 'priya',
    firstName: 'Priya',
    lastName: 'Shah',
    access: 3,
    kind: 'manager',
    role: 'manager',
    products: all,
  },
  {
    key: 'jordan',
    firstName: 'Jordan',
    lastName: 'Hayes',
    email: 'closer@demo.test',
    access: 4,
    kind: 'closer',
    role: 'closer',
    manager: 'marcus',
    products: ['scale', 'innerCircle'],
    overrides: {
      innerCircle: { role: 'seniorCloser', title: 'Mastermind Closer' },
    },
    closeRate: 0.27,
    showRate: 0.72,
  },
  {
    key: 'taylor',
    firstName: 'Taylor',
    lastName: 'Brooks',
    email: 'trial@demo.test',
    access: 4,
    kind: 'closer',
    role: 'closer',
    manager: 'priya',
    netrevenueClient: false,
    products: ['scale', 'foundations'],
    closeRate: 0.21,
    showRate: 0.68,
  },
  {
    key: 'daniel',
    firstName: 'Daniel',
    lastName: 'Kim',
    access: 4,
    kind: 'closer',
    role: 'seniorCloser',
    manager: 'marcus',
    products: ['scale', 'innerCircle'],
    closeRate: 0.31,
    showRate: 0.74,
  },
  {
    key: 'sofia',
    firstName: 'Sofia',
    lastName: 'Alvarez',
    access: 4,
    kind: 'closer',
    role: 'seniorCloser',
    manager: 'priya',
    products: ['scale', 'innerCircle'],
    closeRate: 0.3,
    showRate: 0.71,
  },
  {
    key: 'ethan',
    firstName: 'Ethan',
    lastName: 'Walker',
    access: 4,
    kind: 'closer',
    role: 'closer',
    manager: 'marcus',
    products: all,
    overrides: {
      foundations: { role: 'seniorCloser', title: 'Foundations Lead' },
    },
    closeRate: 0.25,
    showRate: 0.7,
  },
  {
    key: 'chloe',
    firstName: 'Chloe',
    lastName: 'Nguyen',
    access: 4,
    kind: 'closer',
    role: 'closer',
    manager: 'priya',
    products: ['scale', 'foundations'],
    closeRate: 0.24,
    showRate: 0.69,
  },
  {
    key: 'liam',
    firstName: 'Liam',
    lastName: "O'Connor",
    email: 'liam.oconnor@demo.test',
    access: 4,
    kind: 'closer',
    role: 'closer',
    manager: 'marcus',
    products: ['scale', 'foundations'],
    closeRate: 0.22,
    showRate: 0.66,
  },
  {
    key: 'grace',
    firstName: 'Grace',
    lastName: 'Patel',
    access: 4,
    kind: 'closer',
    role: 'closer',
    manager: 'priya',
    products: ['scale', 'innerCircle'],
    closeRate: 0.26,
    showRate: 0.73,
  },
  {
    key: 'noah',
    firstName: 'Noah',
    lastName: 'Fischer',
    access: 4,
    kind: 'closer',
    role: 'closer',
    manager: 'priya',
    products: ['scale', 'foundations'],
    closeRate: 0.18,
    showRate: 0.64,
    leftMonthsAgo: 5,
  },
  {
    key: 'isabella',
    firstName: 'Isabella',
    lastName: 'Rossi',
    access: 4,
    kind: 'closer',
    role: 'closer',
    manager: 'marcus',
    products: ['scale', 'foundations'],
    closeRate: 0.23,
    showRate: 0.7,
    joinedMonthsAgo: 7,
  },
  {
    key: 'owen',
    firstName: 'Owen',
    lastName: 'Mitchell',
    access: 4,
    kind: 'closer',
    role: 'closer',
    manager: 'priya',
    products: ['scale', 'foundations'],
    closeRate: 0.25,
    showRate: 0.7,
  },
  {
    key: 'sam',
    firstName: 'Sam',
    lastName: 'Carter',
    email: 'setter@demo.test',
    access: 4,
    kind: 'setter',
    role: 'setter',
    manager: 'marcus',
    products: all,
  },
  {
    key: 'mia',
    firstName: 'Mia',
    lastName: 'Thompson',
    access: 4,
    kind: 'setter',
    role: 'setter',
    manager: 'marcus',
    products: ['scale', 'innerCircle'],
  },
  {
    key: 'lucas',
    firstName: 'Lucas',
    lastName: 'Martin',
    access: 4,
    kind: 'setter',
    role: 'setter',
    manager: 'priya',
    products: ['scale', 'innerCircle'],
  },
  {
    key: 'ava',
    firstName: 'Ava',
    lastName: 'Johnson',
    access: 4,
    kind: 'setter',
    role: 'setter',
    manager: 'marcus',
    products: ['scale', 'foundations'],
  },
  {
    key: 'caleb',
    firstName: 'Caleb',
    lastName: 'Wright',
    access: 4,
    kind: 'setter',
    role: 'setter',
    manager: 'priya',
    products: ['scale', 'innerCircle'],
  },
  {
    key: 'zoe',
    firstName: 'Zoe',
    lastName: 'Campbell',
    access: 4,
    kind: 'setter',
    role: 'setter',
    manager: 'marcus',
    products: ['scale', 'foundations'],
  },
  {
    key: 'ryan',
    firstName: 'Ryan',
    lastName: 'Foster',
    access: 4,
    kind: 'setter',
    role: 'setter',
    manager: 'priya',
    products: ['scale', 'foundations'],
  },
  {
    key: 'harper',
    firstName: 'Harper',
    lastName: 'Lewis',
    access: 4,
    kind: 'setter',
    role: 'setter',
    manager: 'marcus',
    products: ['scale', 'foundations'],
    joinedMonthsAgo: 10,
  },
  {
    key: 'elijah',
    firstName: 'Elijah',
    lastName: 'Turner',
    access: 4,
    kind: 'setter',
    role: 'setter',
    manager: 'priya',
    products: ['scale', 'foundations'],
  },
  {
    key: 'nora',
    firstName: 'Nora',
    lastName: 'Sullivan',
    access: 4,
    kind: 'setter',
    role: 'setter',
    manager: 'priya',
    products: ['scale', 'foundations'],
  },
  {
    key: 'leo',
    firstName: 'Leo',
    lastName: 'Diaz',
    access: 4,
    kind: 'setter',
    role: 'setter',
    manager: 'marcus',
    products: ['scale', 'foundations'],
  },
];

/** The sign-ins `npm start` prints and the README lists; all use {@link demoPassword}. */
export const demoSignIns: readonly { email: string; description: string }[] = [
  { email: 'admin@demo.test', description: 'admin' },
  { email: 'manager@demo.test', description: 'manager with a team' },
  { email: 'closer@demo.test', description: 'employee, closer' },
  { email: 'setter@demo.test', description: 'employee, setter' },
  {
    email: 'trial@demo.test',
    description: 'employee without the leaderboard (not a netrevenue client)',
  },
];

export const leadFirstNames = [
  'James',
  'Emily',
  'Michael',
  'Sarah',
  'David',
  'Jessica',
  'Chris',
  'Ashley',
  'Matthew',
  'Amanda',
  'Andrew',
  'Megan',
  'Joshua',
  'Lauren',
  'Brandon',
  'Rachel',
  'Tyler',
  'Hannah',
  'Kevin',
  'Nicole',
  'Justin',
  'Samantha',
  'Aaron',
  'Brittany',
  'Jacob',
  'Danielle',
  'Nathan',
  'Kayla',
  'Adam',
  'Natalie',
  'Robert',
  'Maria',
  'Carlos',
  'Aisha',
  'Wei',
  'Fatima',
  'Diego',
  'Yuki',
  'Omar',
  'Elena',
] as const;

export const leadLastNames = [
  'Smith',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Jackson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Young',
  'Allen',
  'King',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
  'Ramirez',
  'Flores',
  'Chen',
  'Lopez',
  'Wilson',
  'Murphy',
  'Cooper',
  'Bailey',
  'Rivera',
  'Cox',
  'Howard',
  'Ward',
  'Torres',
  'Peterson',
  'Gray',
] as const;
