const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
const momentFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A calendar date as written (no time zone may shift its day). */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

/** A timestamp's day in the viewer's time zone; a bare calendar date is printed as written. */
export const formatWhen = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : momentFormat.format(new Date(value)));
