import type { Rng } from './random';

/** 140 distinct first names; with LAST_NAMES they make 14,000 distinct full names. */
export const FIRST_NAMES = [
  'Aaron', 'Abigail', 'Adrian', 'Aisha', 'Alan', 'Alicia', 'Amara', 'Amelia', 'Andre', 'Angela',
  'Anika', 'Anton', 'Aria', 'Arjun', 'Ashley', 'Beatriz', 'Benjamin', 'Bianca', 'Blake', 'Bruno',
  'Caleb', 'Camila', 'Carlos', 'Carmen', 'Caroline', 'Cedric', 'Chloe', 'Claire', 'Colin', 'Connor',
  'Dalia', 'Damian', 'Daniela', 'Darius', 'Deborah', 'Diego', 'Dmitri', 'Eleanor', 'Eli', 'Elijah',
  'Emeka', 'Emily', 'Emma', 'Esther', 'Ethan', 'Fatima', 'Felix', 'Fiona', 'Gabriel', 'Gemma',
  'Gideon', 'Hana', 'Harper', 'Hassan', 'Hector', 'Helena', 'Hiroshi', 'Ian', 'Imani', 'Ingrid',
  'Isaac', 'Isabel', 'Ivan', 'Jack', 'Jade', 'Jasmine', 'Javier', 'Jenna', 'Joel', 'Jonah',
  'Julia', 'Julian', 'Kai', 'Kamala', 'Karim', 'Katherine', 'Keiko', 'Kenji', 'Kevin', 'Kiara',
  'Lars', 'Laura', 'Layla', 'Leah', 'Leo', 'Liam', 'Lily', 'Lucas', 'Lucia', 'Luis',
  'Maya', 'Mateo', 'Megan', 'Mei', 'Miguel', 'Mila', 'Mohammed', 'Naomi', 'Nathan', 'Nikhil',
  'Noah', 'Nora', 'Oliver', 'Olivia', 'Oscar', 'Paula', 'Peter', 'Rafael', 'Rachel', 'Rahul',
  'Rebecca', 'Ricardo', 'Rosa', 'Ruth', 'Ryan', 'Sana', 'Sarah', 'Sebastian', 'Simone', 'Sophie',
  'Stefan', 'Tariq', 'Tessa', 'Theo', 'Tobias', 'Uma', 'Valentina', 'Victor', 'Vivian', 'Wei',
  'Wesley', 'Xavier', 'Yara', 'Yusuf', 'Zainab', 'Zoe', 'Ahmed', 'Bella', 'Ciaran', 'Dora',
] as const;

/** 100 distinct last names. */
export const LAST_NAMES = [
  'Abbott', 'Adeyemi', 'Ahmed', 'Andersen', 'Bailey', 'Banerjee', 'Barnes', 'Becker', 'Bennett', 'Bishop',
  'Brennan', 'Caldwell', 'Campbell', 'Carter', 'Castillo', 'Choi', 'Coleman', 'Costa', 'Dawson', 'Delgado',
  'Dubois', 'Duncan', 'Edwards', 'Ellis', 'Espinoza', 'Farrell', 'Fischer', 'Fleming', 'Foster', 'Garcia',
  'Gonzalez', 'Graham', 'Gupta', 'Hall', 'Hansen', 'Harper', 'Hayes', 'Hoffman', 'Holland', 'Ibrahim',
  'Ito', 'Jensen', 'Johansson', 'Kapoor', 'Keller', 'Khan', 'Kim', 'Klein', 'Larsen', 'Lawson',
  'Lopez', 'Mahmoud', 'Marsh', 'Martins', 'Mendoza', 'Meyer', 'Mitchell', 'Moreau', 'Murphy', 'Nakamura',
  'Nash', 'Nguyen', 'Novak', 'Nowak', 'Obi', 'Oliveira', 'Ortiz', 'Park', 'Perez', 'Petrov',
  'Quinn', 'Ramirez', 'Reyes', 'Richter', 'Romero', 'Russo', 'Saito', 'Sanchez', 'Santos', 'Sato',
  'Schneider', 'Shah', 'Silva', 'Singh', 'Sokolov', 'Sullivan', 'Suzuki', 'Tanaka', 'Torres', 'Turner',
  'Vargas', 'Vasquez', 'Wagner', 'Walsh', 'Ward', 'Weber', 'Wong', 'Yamamoto', 'Young', 'Zimmermann',
] as const;

export interface PersonName {
  firstName: string;
  lastName: string;
}

/**
 * Endless source of distinct full names in a shuffled order. Pair k takes first name k mod F and a
 * last name shifted by the round, so the first F×L names are all different and neighbours share
 * neither part. Only past F×L does a numeric suffix keep names unique. `reserved` full names
 * ('First Last') are skipped.
 */
export function createNameSource(rng: Rng, reserved: Iterable<string> = []): () => PersonName {
  const firsts = rng.shuffle(FIRST_NAMES);
  const lasts = rng.shuffle(LAST_NAMES);
  const taken = new Set(reserved);
  const size = firsts.length * lasts.length;
  let k = 0;
  return () => {
    for (;;) {
      const i = k % firsts.length;
      const round = Math.floor(k / firsts.length) % lasts.length;
      const pass = Math.floor(k / size);
      k += 1;
      const lastName = pass === 0 ? lasts[(round + i) % lasts.length] : `${lasts[(round + i) % lasts.length]} ${pass + 1}`;
      const name = { firstName: firsts[i], lastName };
      const full = `${name.firstName} ${name.lastName}`;
      if (!taken.has(full) && name.firstName !== lasts[(round + i) % lasts.length]) {
        taken.add(full);
        return name;
      }
    }
  };
}

/** 'Mary-Ann O’Neil' → 'maryann.oneil' (the local part of a work email). */
export function emailLocalPart(firstName: string, lastName: string): string {
  const clean = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  return `${clean(firstName)}.${clean(lastName)}`;
}
