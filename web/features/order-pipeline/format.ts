const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', year: 'numeric' });

// Calendar dates carry no time zone: read and print them as UTC so no offset shifts the day.
const asUtc = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);

export const formatDay = (date: string) => dayFormat.format(asUtc(date));
export const formatWeekday = (date: string) => weekdayFormat.format(asUtc(date));
export const formatMonth = (month: string) => monthFormat.format(asUtc(`${month.slice(0, 7)}-01`));

const momentFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
/** A timestamp in the viewer's own time zone (unlike calendar dates). */
export const formatMoment = (timestamp: string) => momentFormat.format(new Date(timestamp));
