const NAME_IN_TOAST = 40;

/** A name quoted in a toast, cut to 40 characters: the toast says what happened, the card has the whole name. */
export function toastName(name: string): string {
  const characters = Array.from(name);
  return characters.length > NAME_IN_TOAST ? `${characters.slice(0, NAME_IN_TOAST - 1).join("").trimEnd()}…` : name;
}
