// The advisor's worker as a page with games of its own would start it: the games, then the worker.
import './games.js';
import '../../src/advisor/worker.js';
