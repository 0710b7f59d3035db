import type { TBusinessEntityType } from '@portal/contract';
import type { Rng } from './random';

/** Words Indonesian construction companies are named with ("PT Karya Bangun Persada"). */
const NAME_WORDS = [
  'Karya',
  'Jaya',
  'Abadi',
  'Mandiri',
  'Sejahtera',
  'Bangun',
  'Nusantara',
  'Persada',
  'Makmur',
  'Sentosa',
  'Cipta',
  'Utama',
  'Prima',
  'Sinar',
  'Mulia',
  'Agung',
  'Perkasa',
  'Lestari',
  'Gemilang',
  'Cahaya',
  'Bumi',
  'Tunggal',
  'Sakti',
  'Wijaya',
  'Indah',
  'Baru',
  'Citra',
  'Harapan',
  'Teknik',
  'Rekayasa',
  'Graha',
  'Mega',
  'Tirta',
  'Surya',
  'Putra',
  'Anugerah',
  'Berkah',
  'Sumber',
  'Rejeki',
  'Pratama',
];
const SUFFIXES = [
  'Konstruksi',
  'Kontraktor',
  'Engineering',
  'Infrastruktur',
  'Teknik Sipil',
  'Bangunan',
  'Mekanikal Elektrikal',
];
const FIRST = [
  'Budi',
  'Siti',
  'Agus',
  'Dewi',
  'Hendra',
  'Rina',
  'Andi',
  'Sri',
  'Bambang',
  'Wahyu',
  'Yusuf',
  'Ratna',
  'Eko',
  'Fitri',
  'Joko',
  'Nur',
  'Dedi',
  'Lestari',
  'Hadi',
  'Indra',
  'Made',
  'Ketut',
  'Putu',
  'Aditya',
  'Rizky',
];
const LAST = [
  'Santoso',
  'Wibowo',
  'Hidayat',
  'Saputra',
  'Kusuma',
  'Pratama',
  'Setiawan',
  'Nugroho',
  'Siregar',
  'Nasution',
  'Harahap',
  'Lubis',
  'Sihombing',
  'Wijaya',
  'Gunawan',
  'Hartono',
  'Purnomo',
  'Susanto',
  'Rahman',
  'Halim',
];
const STREETS = [
  'Jl. Sudirman',
  'Jl. Gatot Subroto',
  'Jl. Diponegoro',
  'Jl. Ahmad Yani',
  'Jl. Gajah Mada',
  'Jl. Pahlawan',
  'Jl. Merdeka',
  'Jl. Veteran',
  'Jl. Pemuda',
  'Jl. Imam Bonjol',
];

export const ENTITY_WEIGHTS: Readonly<Record<'PT' | 'CV' | 'Koperasi', number>> = { PT: 70, CV: 25, Koperasi: 5 };

export function companyName(rng: Rng, entity: TBusinessEntityType): string {
  const a = rng.pick(NAME_WORDS);
  let b = rng.pick(NAME_WORDS);
  while (b === a) b = rng.pick(NAME_WORDS);
  const core = rng.chance(0.4) ? `${a} ${b} ${rng.pick(SUFFIXES)}` : `${a} ${b}`;
  return entity === 'Koperasi' ? `Koperasi ${core}` : `${entity} ${core}`;
}

export const personName = (rng: Rng): string => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;

export const streetAddress = (rng: Rng): string => `${rng.pick(STREETS)} No. ${rng.int(1, 250)}`;

export const notaryName = (rng: Rng): string => `${personName(rng)}, S.H., M.Kn.`;
