//===- Device.cpp - Launches and resident blocks
//---------------------------===//
//
// Part of warptile. The device: runs one launch, or several that the host
// did not order with each other, over Machines, one per resident block.
//
// The common case stays what it was: one block resident at a time, the
// next one started when it ends (x, then y, then z; launches in the order
// they were made). A block whose threads wait for another block (a flag
// that a later block of the grid sets, or a kernel of another stream)
// would wait forever that way, while on a GPU every block that fits is
// resident at once. So when every queued thread of the resident blocks has
// been preempted after polling memory (an atomic, a volatile load:
// Machine::yield), as many times in a row as there are queued threads
// (they spin; a long loop that polls nothing is not waiting for anyone),
// as many more blocks as are resident become
// resident: the next of their grid, else the first of the next launch that
// may start. Up to an H100's residency (132 SMs x 2048 threads, 32 blocks
// and 228 KiB of shared memory per SM) and bounds on the memory the
// resident blocks take; past it, or when nothing is left to start, the
// spinners spin on and the watchdog ends the run (exit 3), as a GPU hangs.
//
// A block whose queue is empty while threads are live waits at barriers or
// collectives no other block can complete: a deadlock finding, and its
// launch stops. A trap (a failed assert) stops every launch: the threads
// that were executing go on to their next wait, exit or trap, so their
// printf and assert output shows; preempted threads and blocks not started
// never run.
//
//===----------------------------------------------------------------------===//

#include "Guards.h"
#include "MachineImpl.h"

#include <cstdio>
#include <memory>

using namespace warptile::sim;
using namespace warptile::sim::detail;

namespace {

// An H100 (sm_90): 132 SMs, each with 2048 resident threads, 32 resident
// blocks and 228 KiB of shared memory.
constexpr uint64_t kMaxResidentThreads = 132 * 2048;
constexpr uint64_t kMaxResidentBlocks = 132 * 32;
constexpr uint64_t kMaxResidentShared = 132 * 228 * 1024;
// The fibers' stacks are reserved, not committed (MAP_NORESERVE); this
// bounds the address space they take.
constexpr uint64_t kMaxStackBytes = uint64_t(64) << 30;
// And the memory the resident blocks touch: about 16 KiB per fiber (the
// stack pages it uses, its Thread), and per byte of shared memory the
// byte, its shadow and its race-check cell.
constexpr uint64_t kFiberBytes = 16 * 1024;
constexpr uint64_t kMaxResidentMemory = uint64_t(1) << 30;

/// One launch: what its blocks share, and how far it got.
struct Grid {
  explicit Grid(const GridLaunch &spec)
      : spec(spec), rng(spec.launch.seed), blocks(spec.launch.grid.count()),
        threads(spec.launch.block.count()) {
    uint64_t page = 4096;
    stackBytes = threads * ((kStackBytes + spec.launch.localBytes + page - 1) /
                                page * page +
                            kGuardBytes);
    shared = ((uint64_t(spec.launch.staticSmem) + 15) & ~uint64_t(15)) +
             spec.launch.dynamicSmem;
    memory = threads * kFiberBytes + shared * (sizeof(Cell) + 2);
  }
  GridLaunch spec;
  RunReport result;
  SeenMap seen;
  std::mt19937_64 rng;
  /// The race check's global memory, shared by the launch's blocks.
  LaunchRaces races;
  uint64_t blocks, threads, stackBytes, shared, memory;
  uint64_t started = 0;
  unsigned resident = 0;
  bool stopped = false, done = false;
  /// Machines of blocks that ended, for the next block (their stacks stay
  /// mapped).
  std::vector<std::unique_ptr<Machine>> spare;
};

struct Resident {
  std::unique_ptr<Machine> machine;
  Grid *grid;
};

class Device {
public:
  explicit Device(const std::vector<GridLaunch> &launches)
      : rng(launches.empty() ? 0 : launches.front().launch.seed) {
    grids.reserve(launches.size());
    for (const GridLaunch &l : launches)
      grids.emplace_back(l);
  }
  void run();
  std::vector<RunReport> reports();

private:
  bool admit();
  bool mayStart(const Grid &g) const;
  void retire(size_t index);
  void finish(Grid &g);

  std::vector<Grid> grids;
  std::vector<Resident> resident;
  std::mt19937_64 rng;
  size_t turn = 0;
  uint64_t residentThreads = 0, residentShared = 0, residentStacks = 0,
           residentMemory = 0;
  /// Threads queued in the resident blocks, and how many of them were
  /// preempted; steps in a row that ended in a preemption.
  uint64_t queued = 0, queuedYielded = 0, yieldsInARow = 0;
  bool failing = false;
};

bool Device::mayStart(const Grid &g) const {
  for (size_t i : g.spec.after)
    if (i < grids.size() && !grids[i].done)
      return false;
  return true;
}

/// Makes the next block resident: the next of the first launch (in launch
/// order) that may start and has blocks left, if it fits.
bool Device::admit() {
  for (Grid &g : grids) {
    if (g.done || g.stopped || g.started == g.blocks || !mayStart(g))
      continue;
    if (!resident.empty() &&
        (residentThreads + g.threads > kMaxResidentThreads ||
         resident.size() + 1 > kMaxResidentBlocks ||
         residentShared + g.shared > kMaxResidentShared ||
         residentStacks + g.stackBytes > kMaxStackBytes ||
         residentMemory + g.memory > kMaxResidentMemory))
      continue;
    std::unique_ptr<Machine> m;
    if (!g.spare.empty()) {
      m = std::move(g.spare.back());
      g.spare.pop_back();
    } else {
      m = std::make_unique<Machine>(g.spec.body, g.spec.params, g.spec.launch,
                                    *g.spec.sites, g.spec.regions, g.rng,
                                    g.result, g.seen, g.races);
      if (!m->map()) {
        g.stopped = true;
        finish(g);
        continue;
      }
    }
    const Dim3 &d = g.spec.launch.grid;
    uint64_t i = g.started++;
    m->start({uint32_t(i % d.x), uint32_t(i / d.x % d.y),
              uint32_t(i / (uint64_t(d.x) * d.y))});
    ++g.resident;
    residentThreads += g.threads;
    residentShared += g.shared;
    residentStacks += g.stackBytes;
    residentMemory += g.memory;
    queued += m->queued();
    resident.push_back({std::move(m), &g});
    return true;
  }
  return false;
}

void Device::finish(Grid &g) {
  if (g.resident || (!g.stopped && g.started < g.blocks))
    return;
  g.done = true;
  // The launch is over: write-write pairs of its global memory still
  // pending (the same value or not) are decided now.
  if (!g.spare.empty()) {
    gMachine = g.spare.front().get();
    gMachine->endRaces(/*sharedOnly=*/false);
  }
  gMachine = nullptr;
  g.spare.clear();
  g.races = LaunchRaces();
  for (auto &[key, entry] : g.seen)
    if (entry.second > 1)
      g.result.findings[entry.first].message +=
          " (and " + std::to_string(entry.second - 1) +
          " more times at this op)";
  g.seen.clear();
  if (g.spec.finished)
    g.spec.finished(g.result);
}

/// The block at `index` left the device: it ended, deadlocked, was drained
/// after a trap, or its launch stopped.
void Device::retire(size_t index) {
  Resident r = std::move(resident[index]);
  resident.erase(resident.begin() + index);
  Grid &g = *r.grid;
  Machine &m = *r.machine;
  queued -= m.queued();
  queuedYielded -= m.queuedYielded();
  g.result.threadsRun += m.threadCount() - m.live();
  --g.resident;
  residentThreads -= g.threads;
  residentShared -= g.shared;
  residentStacks -= g.stackBytes;
  residentMemory -= g.memory;
  if (!g.stopped && !failing)
    g.spare.push_back(std::move(r.machine));
  finish(g);
}

void Device::run() {
  while (true) {
    if (stopRequested()) {
      // The watchdog or interruptRun: every unfinished launch stops here,
      // its threads where they are (the loop below reports them).
      auto why = static_cast<StopReason>(gStopRequest.load());
      for (Grid &g : grids)
        if (!g.done) {
          g.result.stop = why;
          char text[96];
          std::snprintf(text, sizeof(text),
                        "the kernel did not finish within %g s (the "
                        "watchdog stopped it)",
                        g.spec.launch.timeoutSeconds);
          g.result.error = why == StopReason::TimedOut ? text : "interrupted";
        }
      break;
    }
    if (resident.empty()) {
      if (failing || !admit())
        break;
      yieldsInARow = 0;
      continue;
    }
    // One thread of one resident block runs until it switches back: the
    // blocks take turns (round robin, or seeded at random).
    size_t index = 0;
    if (resident.size() > 1)
      index = grids.front().spec.launch.seed ? rng() % resident.size()
                                             : turn++ % resident.size();
    Resident &r = resident[index];
    Machine &m = *r.machine;
    Grid &g = *r.grid;
    size_t before = m.queued(), beforeYielded = m.queuedYielded();
    gMachine = &m;
    Machine::Step step;
    if (resident.size() == 1) {
      // Alone: the block runs until a thread yields after polling, traps
      // or the queue empties (the common case: one loop, as before).
      uint64_t steps;
      step = m.run(failing, steps);
      if (steps > 1)
        yieldsInARow = 0;
    } else {
      step = m.step(failing);
    }
    gMachine = nullptr;
    queued += m.queued();
    queued -= before;
    queuedYielded += m.queuedYielded();
    queuedYielded -= beforeYielded;
    if (step == Machine::Step::Polled)
      ++yieldsInARow;
    else if (step != Machine::Step::Skipped)
      yieldsInARow = 0;
    if (step == Machine::Step::Trapped) {
      failing = true;
      g.stopped = true;
    }
    if (m.queued() == 0) {
      if (m.live() && failing) {
        // Drained after a trap: the launch did not finish.
        g.result.trapped = true;
        g.stopped = true;
      } else if (m.live()) {
        m.reportDeadlock();
        g.stopped = true;
        // The launch ends: its other blocks leave the device with it.
        Grid *stopped = &g;
        for (size_t i = resident.size(); i-- > 0;) {
          if (resident[i].grid != stopped || i == index)
            continue;
          retire(i);
          if (i < index)
            --index;
        }
      }
      retire(index);
      continue;
    }
    // Every queued thread was preempted, each at least once since anything
    // else happened: the resident blocks only spin. Let more in: as many
    // as are resident, so that a chain of blocks each waiting for the next
    // is resident in a logarithmic number of rounds.
    if (step == Machine::Step::Polled && queuedYielded == queued &&
        yieldsInARow >= queued) {
      size_t more = resident.size();
      bool admitted = false;
      while (more-- > 0 && admit())
        admitted = true;
      if (admitted)
        yieldsInARow = 0;
    }
  }
  // What did not finish because a launch trapped.
  for (Grid &g : grids)
    if (!g.done) {
      g.result.trapped = true;
      g.resident = 0;
      g.stopped = true;
      finish(g);
    }
}

std::vector<RunReport> Device::reports() {
  std::vector<RunReport> out;
  for (Grid &g : grids)
    out.push_back(std::move(g.result));
  return out;
}

} // namespace

std::vector<RunReport>
warptile::sim::runGrids(const std::vector<GridLaunch> &launches) {
  if (launches.empty())
    return {};
  Machine *outer = gMachine;
  std::vector<RunReport> reports;
  {
    gStopRequest = 0;
    Device device(launches);
    Watchdog watchdog(launches.front().launch.timeoutSeconds);
    FaultHandler faults;
    device.run();
    reports = device.reports();
  }
  std::fflush(stdout);
  gMachine = outer;
  return reports;
}

RunReport warptile::sim::runGrid(KernelBody body, void **params,
                                 const LaunchOptions &launch,
                                 const std::vector<Site> &sites,
                                 const std::vector<Region> &regions) {
  GridLaunch one;
  one.body = body;
  one.params = params;
  one.launch = launch;
  one.sites = &sites;
  one.regions = regions;
  return runGrids({one}).front();
}
