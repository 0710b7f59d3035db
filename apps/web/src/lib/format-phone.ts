/** Area codes of two digits (Jakarta, Bandung, Semarang, Surabaya, Medan); the others have three. */
const TWO_DIGIT_AREAS = ['21', '22', '24', '31', '61'];

const group = (digits: string): string =>
  digits.length <= 4
    ? digits
    : digits.length <= 7
      ? `${digits.slice(0, 3)} ${digits.slice(3)}`
      : `${digits.slice(0, 4)} ${digits.slice(4)}`;

/**
 * An Indonesian phone number as people read it (issue 23, point 8): the stored E.164 form
 * `+62…` grouped, "+62 812-3456-7890" for a mobile number, "+62 22 423 1234" for a landline with
 * its area code. Anything else is shown as it is.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^\+62(\d{7,13})$/.exec(value);
  if (!m) return value;
  const rest = m[1];
  if (rest.startsWith('8')) {
    const tail = rest.slice(3);
    const split = tail.length > 4 ? `${tail.slice(0, 4)}-${tail.slice(4)}` : tail;
    return `+62 ${rest.slice(0, 3)}-${split}`;
  }
  const areaLength = TWO_DIGIT_AREAS.includes(rest.slice(0, 2)) ? 2 : 3;
  return `+62 ${rest.slice(0, areaLength)} ${group(rest.slice(areaLength))}`;
}
