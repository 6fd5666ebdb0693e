/**
 * Where a new client books their sessions (SPEC §4 Coaching purchase): what a purchase pays for,
 * so these addresses never reach the browser's bundles. The `.server` name makes React Router's
 * build refuse any import of this file from browser code. A buyer gets the link from the server
 * once their payment has succeeded (POST /api/payments/scheduling-link), the owner in the
 * dashboard's 'Contact Client' mail.
 */
export const schedulingLinks = {
  /** The program's kick-off session: paid the program's price. */
  blueprint: "https://schedule.thrivingpath.example/blueprint-kickoff",
  /** Any other amount: a consultation. */
  consultation: "https://schedule.thrivingpath.example/consultation",
};
