#if os(Linux)
import Glibc
import Synchronization

/// `WorkerPool` on Linux: one thread for each core but the caller's, made
/// at the first stage. Each is started on a core of its own, since the
/// kernel would put it on the caller's, and is then free to move. A thread
/// that has finished its share of a stage looks for the next one for a
/// while before it sleeps, so that it is still on its core when the next
/// starts, rather than woken onto the caller's.
///
/// A stage started from inside another (a file's pieces, while the files of
/// a set are read in parallel) runs on its caller's thread alone: the
/// threads are busy with the outer stage.
///
/// A detached job (`detach`) runs on the first thread to be free, and a
/// thread busy with one joins the stages started meanwhile once it is done:
/// iterations go to whichever thread asks, so the others take its share.
///
/// In a long-running process (`WorkerPool.Mode.longRunning`) none of that
/// waiting awake: the threads are started where the kernel puts them, and
/// every wait goes straight to sleep.
final class WorkerThreads: @unchecked Sendable {
    static let shared = WorkerThreads(mode: WorkerPool.takeModeForSharedPool())

    /// How long a thread that has finished its share of a stage looks for
    /// the next before it sleeps, in a one-shot run: the steps between a
    /// check's stages mostly take less. Looking longer gained no time and
    /// cost CPU (Docs/performance-history.md).
    static let oneShotAwakeNanoseconds = 500_000
    /// How long the caller, its own share done, looks for the others to
    /// finish theirs before it sleeps, in a one-shot run: when another
    /// program has their core, looking for as long as they take wasted the
    /// caller's core (Docs/performance-history.md).
    static let oneShotJoinNanoseconds = 200_000

    /// This pool's looking times: the one-shot ones, or zero in a
    /// long-running process, where a thread awake between keystrokes would
    /// take a core from the editor for nothing.
    let awakeNanoseconds: Int
    let joinNanoseconds: Int
    /// The core each thread was started on (nil: where the kernel put it).
    let startCores: [Int?]

    /// One `perform`: its iterations are handed out one at a time to
    /// whichever thread asks next, so a slow thread takes fewer.
    private final class Stage: @unchecked Sendable {
        /// Nil once the stage is done: the caller's closure must not outlive
        /// its call (`withoutActuallyEscaping` checks).
        var body: ((Int) -> Void)?
        let iterations: Int
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)

        init(_ body: @escaping (Int) -> Void, iterations: Int) {
            self.body = body
            self.iterations = iterations
        }

        /// Runs iterations until none is left to take; true if this call
        /// finished the stage's last.
        func work() -> Bool {
            var finishedLast = false
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < iterations else { return finishedLast }
                body!(index)
                finishedLast = done.wrappingAdd(1, ordering: .releasing).newValue == iterations
            }
        }

        var isDone: Bool { done.load(ordering: .acquiring) == iterations }
    }

    /// Bumped for each stage; the threads watch it.
    private let generation = Atomic<Int>(0)
    /// Set while a stage runs: a stage started inside it runs alone.
    private let running = Atomic<Bool>(false)
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled under `lock` when a stage starts, and when one is done.
    private let started = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let finished = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Guarded by `lock`: the stage running, nil between stages.
    private var stage: Stage?
    /// Guarded by `lock`: detached jobs no thread has taken yet, oldest first.
    private var jobs: [@Sendable () -> Void] = []
    /// The cores the process may run on, read by the caller: each thread
    /// is allowed all of them once started.
    private let processMask = AvailableCores.affinityMask()
    /// Set by `init` only.
    private var threadCount = 0

    /// Guarded by `lock`: detached jobs taken or not yet taken and not yet
    /// finished, for `finishDetachedJobs`.
    private var unfinishedJobs = 0

    /// The pool a process of `mode` uses: in a one-shot run a thread on
    /// each core but the caller's; in a long-running one as many threads,
    /// none of them pinned.
    convenience init(mode: WorkerPool.Mode) {
        switch mode {
        case .oneShot:
            self.init(cores: CoreAffinity.coresOtherThanCurrent())
        case .longRunning:
            self.init(cores: Array(repeating: nil, count: AvailableCores.count - 1), awakeNanoseconds: 0, joinNanoseconds: 0)
        }
    }

    /// `cores`: a thread started on each; nil entries are left to the kernel.
    /// (Tests make pools of their own; the threads of a pool never end.)
    init(cores: [Int?], awakeNanoseconds: Int = oneShotAwakeNanoseconds, joinNanoseconds: Int = oneShotJoinNanoseconds) {
        self.awakeNanoseconds = awakeNanoseconds
        self.joinNanoseconds = joinNanoseconds
        startCores = cores
        pthread_mutex_init(lock, nil)
        pthread_cond_init(started, nil)
        pthread_cond_init(finished, nil)
        for core in cores {
            let context = Unmanaged.passRetained(self).toOpaque()
            let made = CoreAffinity.startThread(on: core, context: context) { context in
                Unmanaged<WorkerThreads>.fromOpaque(context!).takeRetainedValue().serve()
            }
            if made { threadCount += 1 } else { Unmanaged<WorkerThreads>.fromOpaque(context).release() }
        }
    }

    func perform(iterations: Int, _ body: (Int) -> Void) {
        guard iterations > 1, threadCount > 0, !running.exchange(true, ordering: .acquiring) else {
            for index in 0..<iterations { body(index) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let current = Stage(body, iterations: iterations)
            pthread_mutex_lock(lock)
            stage = current
            generation.wrappingAdd(1, ordering: .releasing)
            pthread_cond_broadcast(started)
            pthread_mutex_unlock(lock)
            _ = current.work()
            wait(until: current.isDone, awakeFor: joinNanoseconds, on: finished)
            pthread_mutex_lock(lock)
            stage = nil
            pthread_mutex_unlock(lock)
            current.body = nil
        }
        running.store(false, ordering: .releasing)
    }

    /// Runs `job` on the first of the pool's threads to be free, and
    /// returns at once; on the caller, before returning, if the pool has no
    /// thread. A job not yet run when the process exits is not run.
    func detach(_ job: @escaping @Sendable () -> Void) {
        guard threadCount > 0 else { return job() }
        pthread_mutex_lock(lock)
        jobs.append(job)
        unfinishedJobs += 1
        // Seen by the threads as a change, as a new stage is.
        generation.wrappingAdd(1, ordering: .releasing)
        pthread_cond_broadcast(started)
        pthread_mutex_unlock(lock)
    }

    /// A pool thread: takes a share of each stage, and detached jobs, forever.
    private func serve() -> Never {
        CoreAffinity.allowCurrentThread(processMask)
        var seen = 0
        while true {
            wait(until: generation.load(ordering: .acquiring) != seen, awakeFor: awakeNanoseconds, on: started)
            pthread_mutex_lock(lock)
            seen = generation.load(ordering: .acquiring)
            let current = stage  // nil if its caller has finished it already
            let job = jobs.isEmpty ? nil : jobs.removeFirst()
            pthread_mutex_unlock(lock)
            // The stage first: its caller is waiting for it, and no one for the job.
            if current?.work() == true {
                pthread_mutex_lock(lock)
                pthread_cond_broadcast(finished)
                pthread_mutex_unlock(lock)
            }
            if let job {
                job()
                pthread_mutex_lock(lock)
                unfinishedJobs -= 1
                if unfinishedJobs == 0 { pthread_cond_broadcast(finished) }
                pthread_mutex_unlock(lock)
                // Another job may have come meanwhile, with no change left
                // to see; and a stage may have started, which this thread
                // then joins at once.
                seen -= 1
            }
        }
    }

    /// Returns once every job detached so far has run.
    func finishDetachedJobs() {
        pthread_mutex_lock(lock)
        while unfinishedJobs > 0 { pthread_cond_wait(finished, lock) }
        pthread_mutex_unlock(lock)
    }

    /// Returns once `condition` holds: looking for it for `nanoseconds`,
    /// then asleep on `signal` (which is broadcast under `lock` whenever it
    /// may have come to hold).
    private func wait(until condition: @autoclosure () -> Bool, awakeFor nanoseconds: Int,
                      on signal: UnsafeMutablePointer<pthread_cond_t>) {
        // Not looking at all: asleep at once.
        guard nanoseconds > 0 else {
            pthread_mutex_lock(lock)
            while !condition() { pthread_cond_wait(signal, lock) }
            pthread_mutex_unlock(lock)
            return
        }
        let start = CoreAffinity.now()
        var spins = 0
        while !condition() {
            spins += 1
            guard spins & 63 == 0 else { continue }
            if CoreAffinity.now() - start > nanoseconds {
                pthread_mutex_lock(lock)
                while !condition() { pthread_cond_wait(signal, lock) }
                pthread_mutex_unlock(lock)
                return
            }
            sched_yield()  // the core is the machine's, not ours alone
        }
    }
}
#endif
