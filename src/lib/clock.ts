const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Weekday, 'hh:mm:ss' and AM/PM for the footer clock. */
export function clockParts(date: Date, hour12 = true) {
  const hours = date.getHours();
  const shown = hour12 ? hours % 12 || 12 : hours;
  return {
    weekday: WEEKDAYS[date.getDay()],
    time: `${pad(shown)}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`,
    period: hour12 ? (hours < 12 ? 'AM' : 'PM') : '',
  };
}
