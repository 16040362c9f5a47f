//===- AsyncRuntime.cpp - MLIR's async runtime ABI, on one thread ---------===//
//
// Part of warptile. See AsyncRuntime.h. The signatures are those of
// mlir/ExecutionEngine/AsyncRuntime.h (MLIR's own library implements them
// with a thread pool); a token, value or group is an Awaitable here.
//
// Tasks (coroutine resumptions) go into one queue, which the outermost
// call that queues one runs empty before it returns: `async.execute` runs
// its body at once, and a resumption queued from inside a task waits for
// that task to suspend or end (no recursion). A coroutine may be resumed
// after its `llvm.coro.save`, before its `llvm.coro.suspend` (LLVM's
// coroutine rules allow it), which is what running the queue inside
// mlirAsyncRuntimeExecute does.
//
//===----------------------------------------------------------------------===//

#include "AsyncRuntime.h"

#include "warptile/HostRun/HostRun.h"

#include <cstdint>
#include <cstdio>
#include <deque>
#include <memory>
#include <vector>

using namespace ::warptile::sim;

namespace {

using CoroHandle = void *;
using CoroResume = void (*)(void *);

struct Task {
  CoroHandle handle;
  CoroResume resume;
};

/// A token, a value (with its storage) or a group of tokens.
struct Awaitable {
  bool ready = false;
  bool error = false;
  std::vector<Task> waiters;
  /// Groups waiting for this token: each counts it down once.
  std::vector<Awaitable *> groups;
  std::vector<std::max_align_t> storage; ///< a value's
  int64_t pending = 0;                   ///< a group's tokens not ready
  int64_t rank = 0;                      ///< a group's tokens added
};

struct State {
  std::vector<std::unique_ptr<Awaitable>> objects;
  std::deque<Task> queue;
  bool running = false;
};
State *gState = nullptr;

State &state() {
  if (!gState)
    mlir::warptile::failHostRun(
        "the async runtime was called outside a host run");
  return *gState;
}

Awaitable *create() {
  state().objects.push_back(std::make_unique<Awaitable>());
  return state().objects.back().get();
}

/// Runs queued tasks until none is left, unless a caller further up the
/// stack is doing so already.
void runQueue() {
  State &s = state();
  if (s.running)
    return;
  s.running = true;
  while (!s.queue.empty()) {
    Task task = s.queue.front();
    s.queue.pop_front();
    task.resume(task.handle);
  }
  s.running = false;
}

void schedule(Task task) {
  state().queue.push_back(task);
  runQueue();
}

void markReady(Awaitable *object, bool error);

void countDown(Awaitable *group, bool error) {
  group->error |= error;
  if (--group->pending == 0)
    markReady(group, group->error);
}

/// Completes `object`: its waiters are queued (and run), the groups it
/// belongs to count it.
void markReady(Awaitable *object, bool error) {
  object->ready = true;
  object->error |= error;
  std::vector<Task> waiters = std::move(object->waiters);
  std::vector<Awaitable *> groups = std::move(object->groups);
  for (Awaitable *group : groups)
    countDown(group, object->error);
  for (Task task : waiters)
    state().queue.push_back(task);
  runQueue();
}

/// A blocking await: whatever is queued runs first; if `object` is still
/// not ready, nothing will make it so (one thread runs everything).
void await(Awaitable *object, const char *what) {
  runQueue();
  if (!object->ready)
    mlir::warptile::failHostRun(
        std::string("async.await of ") + what +
        " that no task completes: every task left waits for another "
        "(deadlock)");
}

void awaitAndExecute(Awaitable *object, CoroHandle handle,
                     CoroResume resume) {
  if (object->ready)
    schedule({handle, resume});
  else
    object->waiters.push_back({handle, resume});
}

Awaitable *cast(void *p) { return static_cast<Awaitable *>(p); }

extern "C" {
// Reference counts are not kept: everything lives until the host run ends.
void simAsyncAddRef(void *, int64_t) {}
void simAsyncDropRef(void *, int64_t) {}

void *simAsyncCreateToken() { return create(); }
void *simAsyncCreateValue(int64_t bytes) {
  Awaitable *value = create();
  size_t slot = sizeof(std::max_align_t);
  value->storage.resize((static_cast<size_t>(bytes) + slot - 1) / slot);
  return value;
}
void *simAsyncCreateGroup(int64_t size) {
  Awaitable *group = create();
  group->pending = size;
  group->ready = size == 0;
  return group;
}
int64_t simAsyncAddTokenToGroup(void *token, void *group) {
  Awaitable *t = cast(token), *g = cast(group);
  if (t->ready)
    countDown(g, t->error);
  else
    t->groups.push_back(g);
  return g->rank++;
}

void simAsyncEmplaceToken(void *token) { markReady(cast(token), false); }
void simAsyncEmplaceValue(void *value) { markReady(cast(value), false); }
void simAsyncSetTokenError(void *token) { markReady(cast(token), true); }
void simAsyncSetValueError(void *value) { markReady(cast(value), true); }
bool simAsyncIsError(void *object) { return cast(object)->error; }

void simAsyncAwaitToken(void *token) { await(cast(token), "a token"); }
void simAsyncAwaitValue(void *value) { await(cast(value), "a value"); }
void simAsyncAwaitAllInGroup(void *group) { await(cast(group), "a group"); }

void *simAsyncGetValueStorage(void *value) {
  return cast(value)->storage.data();
}

void simAsyncExecute(CoroHandle handle, CoroResume resume) {
  schedule({handle, resume});
}
void simAsyncAwaitAndExecute(void *object, CoroHandle handle,
                             CoroResume resume) {
  awaitAndExecute(cast(object), handle, resume);
}

int64_t simAsyncNumWorkerThreads() { return 1; }
void simAsyncPrintThreadId() {
  std::printf("0\n");
  std::fflush(stdout);
}
}

} // namespace

std::vector<std::pair<const char *, void *>>
warptile::sim::asyncRuntimeSymbols() {
  auto fn = [](auto *f) { return reinterpret_cast<void *>(f); };
  return {
      {"mlirAsyncRuntimeAddRef", fn(&simAsyncAddRef)},
      {"mlirAsyncRuntimeDropRef", fn(&simAsyncDropRef)},
      {"mlirAsyncRuntimeCreateToken", fn(&simAsyncCreateToken)},
      {"mlirAsyncRuntimeCreateValue", fn(&simAsyncCreateValue)},
      {"mlirAsyncRuntimeCreateGroup", fn(&simAsyncCreateGroup)},
      {"mlirAsyncRuntimeAddTokenToGroup", fn(&simAsyncAddTokenToGroup)},
      {"mlirAsyncRuntimeEmplaceToken", fn(&simAsyncEmplaceToken)},
      {"mlirAsyncRuntimeEmplaceValue", fn(&simAsyncEmplaceValue)},
      {"mlirAsyncRuntimeSetTokenError", fn(&simAsyncSetTokenError)},
      {"mlirAsyncRuntimeSetValueError", fn(&simAsyncSetValueError)},
      {"mlirAsyncRuntimeIsTokenError", fn(&simAsyncIsError)},
      {"mlirAsyncRuntimeIsValueError", fn(&simAsyncIsError)},
      {"mlirAsyncRuntimeIsGroupError", fn(&simAsyncIsError)},
      {"mlirAsyncRuntimeAwaitToken", fn(&simAsyncAwaitToken)},
      {"mlirAsyncRuntimeAwaitValue", fn(&simAsyncAwaitValue)},
      {"mlirAsyncRuntimeAwaitAllInGroup", fn(&simAsyncAwaitAllInGroup)},
      {"mlirAsyncRuntimeGetValueStorage", fn(&simAsyncGetValueStorage)},
      {"mlirAsyncRuntimeExecute", fn(&simAsyncExecute)},
      {"mlirAsyncRuntimeAwaitTokenAndExecute", fn(&simAsyncAwaitAndExecute)},
      {"mlirAsyncRuntimeAwaitValueAndExecute", fn(&simAsyncAwaitAndExecute)},
      {"mlirAsyncRuntimeAwaitAllInGroupAndExecute",
       fn(&simAsyncAwaitAndExecute)},
      {"mlirAsyncRuntimGetNumWorkerThreads", fn(&simAsyncNumWorkerThreads)},
      {"mlirAsyncRuntimePrintCurrentThreadId", fn(&simAsyncPrintThreadId)},
  };
}

AsyncRuntimeScope::AsyncRuntimeScope() : outer(gState) {
  gState = new State();
}

AsyncRuntimeScope::~AsyncRuntimeScope() {
  delete gState;
  gState = static_cast<State *>(outer);
}
